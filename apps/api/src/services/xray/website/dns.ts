// DNS records that say how a domain is run: SPF (TXT v=spf1), DMARC (_dmarc TXT, p=), CAA and MX.
import type { CaaInfo, DmarcInfo, MxInfo, SpfInfo, WebsiteResolver } from './types';

/** "No such record" answers: a checked absence. Anything else (SERVFAIL, timeout, refused) is "could not check". */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

export class DnsLookupError extends Error {
  override name = 'DnsLookupError';
}

async function query<T>(lookup: () => Promise<T[]>): Promise<T[]> {
  try {
    return await lookup();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && ABSENT.has(code)) return [];
    throw new DnsLookupError(typeof code === 'string' ? code : error instanceof Error ? error.message : 'lookup failed');
  }
}

const txt = async (resolver: WebsiteResolver, name: string) =>
  (await query(() => resolver.resolveTxt(name))).map((chunks) => chunks.join(''));

/** The organisational domain, approximated by the last two labels. */
export const organisationalDomain = (host: string) => host.split('.').slice(-2).join('.');

/** The domain mail would come from: the host without a leading "www.". */
export const mailDomain = (host: string) => host.replace(/^www\./i, '');

export async function checkSpf(resolver: WebsiteResolver, domain: string): Promise<SpfInfo> {
  const records = (await txt(resolver, domain)).filter((record) => /^v=spf1(\s|$)/i.test(record.trim()));
  const record = records[0] ?? null;
  const all = record ? /(?:^|\s)([-~?+]?)all(?:\s|$)/i.exec(record) : null;
  return {
    present: record !== null,
    domain,
    record,
    all: all ? (((all[1] || '+') as SpfInfo['all']) ?? null) : null,
    multiple: records.length > 1,
  };
}

function parseTags(record: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of record.split(';')) {
    const index = part.indexOf('=');
    if (index > 0) tags.set(part.slice(0, index).trim().toLowerCase(), part.slice(index + 1).trim());
  }
  return tags;
}

/** DMARC of the domain, else of its organisational domain (RFC 7489 §6.6.3). */
export async function checkDmarc(resolver: WebsiteResolver, domain: string): Promise<DmarcInfo> {
  const candidates = [...new Set([domain, organisationalDomain(domain)])];
  for (const candidate of candidates) {
    const record = (await txt(resolver, `_dmarc.${candidate}`)).find((r) => /^v=DMARC1\s*(;|$)/i.test(r.trim()));
    if (!record) continue;
    const tags = parseTags(record);
    const p = tags.get('p')?.toLowerCase();
    const pct = tags.get('pct');
    return {
      present: true,
      domain: candidate,
      record,
      policy: p === 'none' || p === 'quarantine' || p === 'reject' ? p : null,
      subdomainPolicy: tags.get('sp')?.toLowerCase() ?? null,
      pct: pct !== undefined && /^\d+$/.test(pct) ? Number(pct) : null,
    };
  }
  return { present: false, domain: null, record: null, policy: null, subdomainPolicy: null, pct: null };
}

/** CAA of the host or its closest ancestor that has some (RFC 8659 §3), stopping above the top-level domain. */
export async function checkCaa(resolver: WebsiteResolver, host: string): Promise<CaaInfo> {
  const labels = host.split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    const name = labels.slice(i).join('.');
    const records = await query(() => resolver.resolveCaa(name));
    if (records.length === 0) continue;
    const pick = (tag: 'issue' | 'issuewild' | 'iodef') =>
      records.map((record) => record[tag]).filter((value): value is string => typeof value === 'string');
    return { present: true, domain: name, issue: pick('issue'), issuewild: pick('issuewild'), iodef: pick('iodef') };
  }
  return { present: false, domain: null, issue: [], issuewild: [], iodef: [] };
}

export async function checkMx(resolver: WebsiteResolver, domain: string): Promise<MxInfo> {
  const records = (await query(() => resolver.resolveMx(domain)))
    .map(({ exchange, priority }) => ({ exchange, priority }))
    .sort((a, b) => a.priority - b.priority || a.exchange.localeCompare(b.exchange));
  return { present: records.length > 0, records };
}
