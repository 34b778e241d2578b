// The one address guard for outside fetches to URLs that a user or a remote server chose (a token's website and its
// redirects, a news feed and its redirects; issue 22 §9, docs/xray-website.md "Network safety", docs/news.md): a
// connection may go to a global unicast address only. The special-purpose ranges come from ipaddr.js (maintained, the
// one fastify's proxy-addr uses); IPv6 must also lie in 2000::/3, the only block IANA allocates for global unicast, so
// IPv4-compatible (::a.b.c.d), site-local (fec0::/10) and unassigned space are refused. The forms that carry an IPv4
// address (IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by the IPv4 inside them; the
// local-use NAT64 prefix 64:ff9b:1::/48 and Teredo are refused whatever they carry.
import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

/** 2000::/3: global unicast (RFC 4291 §2.4, IANA IPv6 address space). */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** The IPv4 address an IPv6 form stands for, undefined when the form carries none. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  const range: string = address.range();
  if (range === 'ipv4Mapped') return address.toIPv4Address();
  // 64:ff9b::/96 (RFC 6052 well-known prefix): the last 32 bits. Its /48 local-use sibling is refused below.
  if (range === 'rfc6052' && address.match(ipaddr.IPv6.parseCIDR('64:ff9b::/96'))) return new ipaddr.IPv4(bytes.slice(12, 16));
  // 2002:AABB:CCDD::/48 (RFC 3056): bits 16 to 47.
  if (range === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  return undefined;
}

function isGlobal(address: Parsed): boolean {
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  const inner = embeddedIpv4(v6);
  if (inner) return inner.range() === 'unicast';
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}

/** Whether `address` (an IP address as text, IPv4 dotted or any IPv6 form) is a global unicast address. */
export function isGlobalUnicast(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  // node:net decides what an address is (no "127.1" or hex forms); a zone (fe80::1%eth0) is never global.
  if (isIP(bare) === 0 || bare.includes('%')) return false;
  return isGlobal(ipaddr.parse(bare));
}

export interface AddressPolicy {
  /** Every address allowed: tests against local servers only. Default off. */
  allowPrivateAddresses?: boolean | undefined;
  /** These exact addresses allowed besides global unicast ones (a test's 127.0.0.1, an operator's own service). */
  allowAddresses?: readonly string[] | undefined;
}

/** The guard a client applies to every address it would connect to, first request and redirects alike. */
export function addressGuard(policy: AddressPolicy = {}): (address: string) => boolean {
  if (policy.allowPrivateAddresses === true) return () => true;
  const allowed = new Set(policy.allowAddresses ?? []);
  return (address) => allowed.has(address.replace(/^\[|\]$/g, '')) || isGlobalUnicast(address);
}

/** A connection refused by the guard: the host resolves to private or reserved addresses only. */
export class AddressRefusedError extends Error {
  override name = 'AddressRefusedError';
  readonly code = 'ERR_ADDRESS_REFUSED';
}
