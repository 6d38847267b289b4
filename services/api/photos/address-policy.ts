import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

const ipv4From = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * Which network addresses the server may fetch an external image from: public unicast only. ipaddr.js names the
 * range of every special block (private, loopback, link-local with the metadata service 169.254.169.254,
 * carrier-grade NAT, unique-local fd00:ec2::254, unspecified, multicast, broadcast, reserved, documentation,
 * benchmarking…); only `unicast` is public. An IPv6 address that carries an IPv4 one is judged by that IPv4
 * address: mapped (`process` unwraps it), NAT64 (64:ff9b::/96, the last 32 bits) and 6to4 (2002::/16, the next 32).
 */
export function isPublicAddress(address: string): boolean {
  // Node's own parser is strict: ipaddr.js would also read "1.2.3" or "0x7f.1", which no resolver answers with.
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (parsed.kind() === 'ipv6') {
    const parts = (parsed as ipaddr.IPv6).parts;
    if (range === 'rfc6052') return isPublicAddress(ipv4From(parts[6] ?? 0, parts[7] ?? 0));
    if (range === '6to4') return isPublicAddress(ipv4From(parts[1] ?? 0, parts[2] ?? 0));
  }
  return range === 'unicast';
}
