import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which network addresses the server may fetch an external image from: public unicast only. Everything a
 * request from inside our network could reach and a visitor could not (private ranges, loopback, link-local
 * and the cloud metadata service, carrier-grade NAT, unique-local IPv6) and everything that is no single
 * public host (unspecified, multicast, broadcast, reserved and documentation ranges) is refused, also when
 * written as an IPv6 address that carries an IPv4 one (mapped, NAT64, 6to4).
 */
const BLOCKED_IPV4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including the metadata service 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

const ipv4Number = (address: string) => address.split('.').reduce((value, part) => value * 256 + Number(part), 0);

const inIpv4Range = (value: number, [base, prefix]: readonly [string, number]) => {
  const size = 2 ** (32 - prefix);
  return Math.floor(value / size) === Math.floor(ipv4Number(base) / size);
};

function isPublicIpv4(address: string): boolean {
  const value = ipv4Number(address);
  return !BLOCKED_IPV4.some((range) => inIpv4Range(value, range));
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = ipv4Number(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

const ipv4From = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].map(String).join('.');

function isPublicIpv6(address: string): boolean {
  const groups = ipv6Groups(address);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  // ::ffff:a.b.c.d (IPv4-mapped): the IPv4 address is what a socket would reach.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return isPublicIpv4(ipv4From(g6, g7));
  // 64:ff9b::/96 (NAT64): a gateway would forward to the embedded IPv4 address.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return isPublicIpv4(ipv4From(g6, g7));
  // 2002::/16 (6to4): the IPv4 address sits in the next 32 bits.
  if (g0 === 0x2002) return isPublicIpv4(ipv4From(g1, g2));
  // Only global unicast (2000::/3) is public: this leaves out ::, ::1, IPv4-compatible addresses, fc00::/7
  // (unique-local, including the metadata service fd00:ec2::254), fe80::/10, fec0::/10, ff00::/8 and 100::/64.
  if ((g0 & 0xe000) !== 0x2000) return false;
  // Inside it: IETF protocol assignments and Teredo (2001::/23), documentation (2001:db8::/32, 3fff::/20).
  if (g0 === 0x2001 && g1 < 0x200) return false;
  if (g0 === 0x2001 && g1 === 0xdb8) return false;
  if (g0 === 0x3fff && g1 < 0x1000) return false;
  return true;
}

/** True only for a public unicast IPv4 or IPv6 address; anything else, a name or garbage included, is false. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicIpv4(address);
  if (isIPv6(address)) return isPublicIpv6(address);
  return false;
}
