// The address guard (issue 22 §9): global unicast only, the IPv4 inside IPv4-mapped, NAT64 and 6to4 forms judged as
// IPv4, every other special-purpose or unallocated range refused.
import { describe, expect, it } from 'vitest';
import { addressGuard, isGlobalUnicast } from './address-guard';

describe('isGlobalUnicast', () => {
  it('allows global unicast IPv4 and IPv6, in brackets or not', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '[2001:4860:4860::8888]'])
      expect(isGlobalUnicast(address), address).toBe(true);
  });

  it('refuses loopback, private, shared, link-local, documentation, benchmark, multicast and reserved IPv4', () => {
    const refused = ['0.0.0.0', '10.1.2.3', '100.64.0.1', '127.0.0.1', '169.254.169.254', '172.16.0.1', '192.0.0.8'];
    refused.push('192.0.2.1', '192.168.1.1', '198.18.0.1', '198.51.100.1', '203.0.113.1', '224.0.0.1', '240.0.0.1');
    for (const address of [...refused, '255.255.255.255']) expect(isGlobalUnicast(address), address).toBe(false);
  });

  it('refuses every IPv6 form the probe found, and the other non-global blocks', () => {
    const refused = [
      '::',
      '::1',
      '::127.0.0.1', // IPv4-compatible, deprecated
      '::7f00:1',
      '::ffff:127.0.0.1', // IPv4-mapped, dotted or hexadecimal
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:0:7f00:1', // IPv4-translated (RFC 6145)
      '64:ff9b::7f00:1', // NAT64 well-known prefix carrying loopback
      '64:ff9b::a9fe:a9fe', // … carrying 169.254.169.254
      '64:ff9b:1::808:808', // NAT64 local-use prefix: never global, whatever it carries
      '2002:7f00:1::1', // 6to4 carrying loopback
      '2002:c0a8:101::1', // … carrying 192.168.1.1
      'fec0::1', // site-local, deprecated
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '100::1',
      '2001::1', // Teredo
      '2001:db8::1',
      '2001:2::1',
      '3fff::1',
      '4000::1', // outside 2000::/3
      '5f00::1',
    ];
    for (const address of refused) expect(isGlobalUnicast(address), address).toBe(false);
  });

  it('judges the IPv4 address inside mapped, NAT64 and 6to4 forms', () => {
    for (const address of ['::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::8.8.8.8', '2002:808:808::1'])
      expect(isGlobalUnicast(address), address).toBe(true);
  });

  it('refuses what is not an IP address, and the shorthand IPv4 forms', () => {
    for (const address of ['', 'localhost', '127.1', '0x7f000001', '2130706433', '1.2.3.4.5', '::ffff:127.0.0.1:80'])
      expect(isGlobalUnicast(address), address).toBe(false);
  });
});

describe('addressGuard', () => {
  it('allows exactly the listed addresses besides global unicast ones', () => {
    const allows = addressGuard({ allowAddresses: ['127.0.0.1'] });
    expect(['127.0.0.1', '[127.0.0.1]', '8.8.8.8'].map(allows)).toEqual([true, true, true]);
    expect(['127.0.0.2', '::ffff:127.0.0.1', '::1'].map(allows)).toEqual([false, false, false]);
  });

  it('allows everything only when private addresses are allowed', () => {
    expect(addressGuard({ allowPrivateAddresses: true })('10.0.0.1')).toBe(true);
    expect(addressGuard()('10.0.0.1')).toBe(false);
  });
});
