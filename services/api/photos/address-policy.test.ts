import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.js';

describe('address policy for external images', () => {
  it('allows public unicast addresses', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.216.34',
      '172.15.255.255',
      '172.32.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '2001:4860:4860::8888',
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses private, loopback, link-local, metadata, unspecified, CGNAT, multicast and reserved IPv4', () => {
    for (const address of [
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.10',
      '127.0.0.1',
      '127.8.9.10',
      '169.254.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '0.1.2.3',
      '100.64.0.1',
      '100.127.255.255',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.0.8',
      '192.0.2.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses loopback, unspecified, link-local, unique-local, multicast, metadata and documentation IPv6', () => {
    for (const address of [
      '::1',
      '::',
      '0:0:0:0:0:0:0:1',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'fc00::1',
      'fd12:3456::1',
      'fd00:ec2::254',
      'ff02::1',
      'fec0::1',
      '100::1',
      '2001:db8::1',
      '2001::1',
      '3fff::1',
      '::127.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('judges an IPv6 address that carries an IPv4 one by the IPv4 address', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::FFFF:169.254.169.254',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::192.168.0.1',
      '2002:7f00:1::1',
      '2002:0a00:0001::',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses anything that is not an address', () => {
    for (const value of ['', 'localhost', 'example.com', '127.0.0.1.nip.io', '1.2.3', '::ffff:999.0.0.1', '[::1]'])
      expect(isPublicAddress(value), value).toBe(false);
  });
});
