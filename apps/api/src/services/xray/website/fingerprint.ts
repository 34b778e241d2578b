// Server, stack and WAF/CDN presence from response headers, cookie names and the page's generator tag. Each signature
// is a documented, vendor-specific marker; a match says the vendor sits in front of the site, not how it is configured.
import type { Hop } from './observatory';
import type { StackInfo, WafInfo } from './types';

interface Signature {
  name: string;
  headers?: { name: string; value?: RegExp }[];
  cookies?: RegExp[];
}

interface WafSignature extends Signature {
  kind: 'waf' | 'cdn';
}

export const WAF_SIGNATURES: readonly WafSignature[] = [
  {
    name: 'Cloudflare',
    kind: 'waf',
    headers: [{ name: 'cf-ray' }, { name: 'cf-cache-status' }, { name: 'server', value: /^cloudflare/i }],
    cookies: [/^__cf_bm$/, /^cf_clearance$/, /^__cfduid$/],
  },
  {
    name: 'Sucuri',
    kind: 'waf',
    headers: [{ name: 'x-sucuri-id' }, { name: 'x-sucuri-cache' }, { name: 'server', value: /sucuri/i }],
  },
  {
    name: 'Amazon CloudFront',
    kind: 'cdn',
    headers: [{ name: 'x-amz-cf-id' }, { name: 'x-amz-cf-pop' }, { name: 'via', value: /cloudfront/i }],
  },
  { name: 'AWS WAF', kind: 'waf', cookies: [/^aws-waf-token$/] },
  {
    name: 'Akamai',
    kind: 'waf',
    headers: [
      { name: 'akamai-grn' },
      { name: 'x-akamai-transformed' },
      { name: 'x-akamai-request-id' },
      { name: 'server', value: /akamaighost/i },
    ],
    cookies: [/^ak_bmsc$/, /^bm_sz$/, /^_abck$/],
  },
  {
    name: 'Imperva Incapsula',
    kind: 'waf',
    headers: [{ name: 'x-iinfo' }, { name: 'x-cdn', value: /incapsula|imperva/i }],
    cookies: [/^incap_ses_/, /^visid_incap_/],
  },
  { name: 'DDoS-Guard', kind: 'waf', headers: [{ name: 'server', value: /ddos-guard/i }], cookies: [/^__ddg/] },
  { name: 'F5 BIG-IP', kind: 'waf', cookies: [/^BIGipServer/, /^TS01[0-9a-f]{6}/] },
  { name: 'Azure Front Door', kind: 'cdn', headers: [{ name: 'x-azure-ref' }] },
  { name: 'Fastly', kind: 'cdn', headers: [{ name: 'x-fastly-request-id' }, { name: 'fastly-debug-digest' }] },
  { name: 'Vercel', kind: 'cdn', headers: [{ name: 'x-vercel-id' }, { name: 'server', value: /^vercel/i }] },
  { name: 'Netlify', kind: 'cdn', headers: [{ name: 'x-nf-request-id' }, { name: 'server', value: /^netlify/i }] },
];

export const STACK_SIGNATURES: readonly Signature[] = [
  { name: 'PHP', headers: [{ name: 'x-powered-by', value: /php/i }], cookies: [/^PHPSESSID$/] },
  {
    name: 'ASP.NET',
    headers: [{ name: 'x-aspnet-version' }, { name: 'x-powered-by', value: /asp\.net/i }],
    cookies: [/^ASP\.NET_SessionId$/, /^\.AspNetCore\./],
  },
  { name: 'Java', cookies: [/^JSESSIONID$/] },
  { name: 'Express', headers: [{ name: 'x-powered-by', value: /express/i }], cookies: [/^connect\.sid$/] },
  { name: 'Next.js', headers: [{ name: 'x-powered-by', value: /next\.js/i }, { name: 'x-nextjs-cache' }] },
  { name: 'Laravel', cookies: [/^laravel_session$/] },
  { name: 'Django', cookies: [/^csrftoken$/, /^django_language$/] },
  { name: 'Ruby on Rails', headers: [{ name: 'x-runtime' }], cookies: [/^_rails_session$/] },
  { name: 'CodeIgniter', cookies: [/^ci_session$/] },
  {
    name: 'WordPress',
    headers: [{ name: 'x-pingback' }, { name: 'link', value: /wp-json/i }],
    cookies: [/^wordpress_/, /^wp-settings-/],
  },
  {
    name: 'Drupal',
    headers: [{ name: 'x-drupal-cache' }, { name: 'x-generator', value: /drupal/i }],
    cookies: [/^SSESS[0-9a-f]+/],
  },
  { name: 'Shopify', headers: [{ name: 'x-shopid' }, { name: 'x-shopify-stage' }], cookies: [/^_shopify_/] },
  { name: 'Wix', headers: [{ name: 'x-wix-request-id' }] },
  { name: 'GitHub Pages', headers: [{ name: 'x-github-request-id' }, { name: 'server', value: /^github\.com/i }] },
  { name: 'nginx', headers: [{ name: 'server', value: /^nginx/i }] },
  { name: 'Apache httpd', headers: [{ name: 'server', value: /^apache/i }] },
  { name: 'Microsoft IIS', headers: [{ name: 'server', value: /^microsoft-iis/i }] },
  { name: 'LiteSpeed', headers: [{ name: 'server', value: /litespeed/i }] },
  { name: 'Caddy', headers: [{ name: 'server', value: /^caddy/i }] },
];

const cookieNames = (hops: readonly Hop[]) => [
  ...new Set(hops.flatMap((hop) => hop.setCookies.map((raw) => raw.split(';')[0]?.split('=')[0]?.trim() ?? '')).filter(Boolean)),
];

function evidenceOf(signature: Signature, hops: readonly Hop[], cookies: readonly string[]): string[] {
  const evidence = new Set<string>();
  for (const hop of hops)
    for (const header of signature.headers ?? []) {
      const value = hop.headers[header.name];
      if (value !== undefined && (!header.value || header.value.test(value)))
        evidence.add(header.value ? `${header.name}: ${value.slice(0, 80)}` : `${header.name} header`);
    }
  for (const cookie of cookies) if (signature.cookies?.some((pattern) => pattern.test(cookie))) evidence.add(`${cookie} cookie`);
  return [...evidence];
}

export function detectWaf(hops: readonly Hop[]): WafInfo {
  const cookies = cookieNames(hops);
  const vendors = WAF_SIGNATURES.map((signature) => ({
    name: signature.name,
    kind: signature.kind,
    evidence: evidenceOf(signature, hops, cookies),
  })).filter((vendor) => vendor.evidence.length > 0);
  return { detected: vendors.length > 0, vendors };
}

export function detectStack(hops: readonly Hop[], generator: string | null): StackInfo {
  const last = hops.at(-1);
  const cookies = cookieNames(hops);
  const technologies = STACK_SIGNATURES.flatMap((signature) => {
    const evidence = evidenceOf(signature, hops, cookies);
    return evidence.length > 0 ? [{ name: signature.name, evidence: evidence.join(', ') }] : [];
  });
  if (generator) {
    const name = generator.replace(/\s+[\d.]+.*$/, '').trim() || generator;
    if (!technologies.some((t) => t.name.toLowerCase() === name.toLowerCase()))
      technologies.push({ name, evidence: `generator meta tag: ${generator}` });
  }
  return {
    server: last?.headers.server?.slice(0, 120) ?? null,
    poweredBy: last?.headers['x-powered-by']?.slice(0, 120) ?? null,
    technologies,
  };
}
