// The RFC 3986 and RFC 3339 syntax the sign-in message grammar borrows (sign-in-grammar.ts, docs/auth.md "Message
// format"): a URI, an authority (the message's domain), the character classes of a statement and a request id, and
// an RFC 3339 date-time. Syntax only: nothing is resolved, normalised or looked up.

const UNRESERVED = 'A-Za-z0-9\\-._~';
const SUB_DELIMS = "!$&'()*+,;=";
const PCT_ENCODED = '%[0-9A-Fa-f]{2}';
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})`;
const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
const USERINFO = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT_ENCODED})*$`);
const REG_NAME = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})*$`);
const IPV4 = new RegExp(`^${DEC_OCTET}(?:\\.${DEC_OCTET}){3}$`);
const H16 = /^[0-9A-Fa-f]{1,4}$/;
const IPV_FUTURE = new RegExp(`^[vV][0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`);
const PORT = /^[0-9]*$/;
/** path-absolute / path-rootless / path-empty (a hier-part without "//"). */
const PATH = new RegExp(`^(?:${PCHAR}|/)*$`);
const PATH_ABEMPTY = new RegExp(`^(?:/${PCHAR}*)*$`);
const QUERY_OR_FRAGMENT = new RegExp(`^(?:${PCHAR}|[/?])*$`);
const URI_PARTS = /^([^:/?#]+):([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/;

/** EIP-4361 `statement`: reserved, unreserved and space — no line break, nothing outside ASCII. */
export const STATEMENT = new RegExp(`^[${UNRESERVED}${SUB_DELIMS}:/?#\\[\\]@ ]*$`);
/** EIP-4361 `request-id`: `*pchar`. */
export const PCHARS = new RegExp(`^${PCHAR}*$`);

export function isScheme(text: string): boolean {
  return SCHEME.test(text);
}

/** RFC 3986 IPv6address: eight h16 groups (the last two may be an IPv4 address), or fewer around one "::". */
export function isIPv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const last = halves.length === 2 ? tail : head;
  const ipv4 = last.length > 0 && IPV4.test(last[last.length - 1] ?? '');
  if (ipv4) last.pop();
  if (![...head, ...tail].every((group) => H16.test(group))) return false;
  const count = head.length + tail.length + (ipv4 ? 2 : 0);
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** RFC 3986 `authority` = [ userinfo "@" ] host [ ":" port ]; `hostRequired` refuses an empty reg-name. */
export function isAuthority(text: string, hostRequired: boolean): boolean {
  const at = text.indexOf('@');
  if (at >= 0 && !USERINFO.test(text.slice(0, at))) return false;
  const hostPort = text.slice(at + 1);
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close < 0) return false;
    const literal = hostPort.slice(1, close);
    const rest = hostPort.slice(close + 1);
    const port = rest === '' || (rest.startsWith(':') && PORT.test(rest.slice(1)));
    return port && (isIPv6(literal) || IPV_FUTURE.test(literal));
  }
  const colon = hostPort.lastIndexOf(':');
  const host = colon < 0 ? hostPort : hostPort.slice(0, colon);
  const port = colon < 0 ? '' : hostPort.slice(colon + 1);
  // IPv4address is a reg-name too, so one test covers both.
  return REG_NAME.test(host) && PORT.test(port) && (!hostRequired || host.length > 0);
}

/** RFC 3986 `URI` = scheme ":" hier-part [ "?" query ] [ "#" fragment ] (absolute; no relative reference). */
export function isUri(text: string): boolean {
  const parts = URI_PARTS.exec(text);
  if (!parts) return false;
  const [, scheme = '', hier = '', query, fragment] = parts;
  if (!isScheme(scheme)) return false;
  if (query !== undefined && !QUERY_OR_FRAGMENT.test(query)) return false;
  if (fragment !== undefined && !QUERY_OR_FRAGMENT.test(fragment)) return false;
  if (!hier.startsWith('//')) return PATH.test(hier);
  const rest = hier.slice(2);
  const slash = rest.indexOf('/');
  const authority = slash < 0 ? rest : rest.slice(0, slash);
  return isAuthority(authority, false) && PATH_ABEMPTY.test(slash < 0 ? '' : rest.slice(slash));
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** The instant of an RFC 3339 `date-time` (ranges checked: month, day of that month, hour, minute, second ≤ 60); null otherwise. */
export function rfc3339Date(text: string): Date | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [fraction = '', sign, offsetHour = '0', offsetMinute = '0'] = match.slice(7);
  const [oh, om] = [Number(offsetHour), Number(offsetMinute)];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 60 || oh > 23 || om > 59) return null;
  // setUTCFullYear, not Date.UTC, which reads years 0..99 as 1900..1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, Number(fraction.slice(0, 3).padEnd(3, '0')));
  const offset = (sign === '-' ? -1 : 1) * (oh * 60 + om);
  return new Date(date.getTime() - offset * 60_000);
}
