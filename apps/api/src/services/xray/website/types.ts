// Types of the X-Ray website scanner (issue 11 §1 "Security, website"): what scanWebsite reads (its injectable
// dependencies) and what it returns. See docs/xray-website.md.
import type { CaaRecord, MxRecord } from 'node:dns';
import type { HttpClock } from '../../../providers/http';

/** The DNS queries the scanner makes; `node:dns/promises` (or a `Resolver` from it) fits as is. */
export interface WebsiteResolver {
  resolve4(hostname: string): Promise<string[]>;
  resolve6(hostname: string): Promise<string[]>;
  resolveTxt(hostname: string): Promise<string[][]>;
  resolveMx(hostname: string): Promise<MxRecord[]>;
  resolveCaa(hostname: string): Promise<CaaRecord[]>;
}

export interface WebsiteFetchOptions {
  /** Extra trusted certificate authorities (PEM), e.g. a test certificate. Default: Node's bundled roots. */
  ca?: string | Buffer | (string | Buffer)[];
  /** Per request (connect, headers and body). Default 8 s. */
  timeoutMs?: number;
  /** Largest HTML body read for the Subresource Integrity and meta checks. Default 1 MiB. */
  maxBodyBytes?: number;
  /**
   * Ports of the scheme the URL does not name: the scan tries both http:// and https:// of the host (the
   * Observatory's redirection and HSTS tests need both). Defaults: the URL's own port for its scheme, 80 and 443
   * otherwise.
   */
  ports?: { http?: number; https?: number };
  /**
   * Connect to loopback, private, link-local and other reserved addresses. Off by default: a token's website is
   * untrusted input and must never make the server probe its own network. Tests against local servers turn it on.
   */
  allowPrivateAddresses?: boolean;
  /**
   * These exact addresses allowed besides global unicast ones, everything else still guarded (providers/address-guard):
   * a test's local server standing for a public site, whose redirects are then judged as in production.
   */
  allowAddresses?: readonly string[];
}

export interface WebsiteScanDeps {
  resolver: WebsiteResolver;
  fetch?: WebsiteFetchOptions;
  /** Time of the scan (`scannedAt`) and of certificate expiry arithmetic. */
  clock: Pick<HttpClock, 'now'>;
  /** Exposed-port checks: off unless `enabled`. `ports` defaults to DEFAULT_EXPOSED_PORTS. */
  portCheck?: { enabled: boolean; ports?: number[]; timeoutMs?: number };
}

export type CheckName = 'dns' | 'tls' | 'http-headers' | 'stack' | 'waf' | 'spf' | 'dmarc' | 'caa' | 'mx' | 'ports';

export interface CoverageEntry {
  check: CheckName;
  status: 'checked' | 'not checked';
  /** Why a check did not run (or ran only in part). */
  reason?: string;
}

export interface TlsInfo {
  /** Negotiated protocol, e.g. 'TLSv1.3'. */
  protocol: string | null;
  /** The chain is trusted and names the host. */
  authorized: boolean;
  /** OpenSSL's reason when not authorized, e.g. 'DEPTH_ZERO_SELF_SIGNED_CERT', 'CERT_HAS_EXPIRED'. */
  authorizationError: string | null;
  subject: string | null;
  issuer: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** Whole days until expiry (negative once expired), from deps.clock. */
  daysLeft: number | null;
}

/** One Observatory test: `result` is the Observatory's expectation name, `modifier` its score modifier. */
export interface ObservatoryTest {
  test: string;
  pass: boolean;
  modifier: number;
  result: string;
  because: string;
}

export interface ObservatoryGrade {
  algorithmVersion: number;
  score: number;
  grade: string;
  testsPassed: number;
  testsFailed: number;
  tests: ObservatoryTest[];
  /** Status of the response graded (the HTTPS one when HTTPS answered, else HTTP). */
  statusCode: number;
  gradedUrl: string;
}

export interface StackInfo {
  server: string | null;
  poweredBy: string | null;
  /** Technologies named by headers, cookies or the page's generator meta tag, each with its evidence. */
  technologies: { name: string; evidence: string }[];
}

export interface WafInfo {
  detected: boolean;
  vendors: { name: string; kind: 'waf' | 'cdn'; evidence: string[] }[];
}

export interface SpfInfo {
  present: boolean;
  domain: string;
  record: string | null;
  /** Qualifier of the terminal `all` mechanism: '-' fail, '~' softfail, '?' neutral, '+' pass; null when none. */
  all: '-' | '~' | '?' | '+' | null;
  /** More than one v=spf1 record, which RFC 7208 §4.5 makes a permanent error. */
  multiple: boolean;
}

export interface DmarcInfo {
  present: boolean;
  /** The name that held the record (the organisational domain when the host itself has none). */
  domain: string | null;
  record: string | null;
  policy: 'none' | 'quarantine' | 'reject' | null;
  subdomainPolicy: string | null;
  pct: number | null;
}

export interface CaaInfo {
  present: boolean;
  /** The name that held the records (RFC 8659 climbs from the host to its parents). */
  domain: string | null;
  issue: string[];
  issuewild: string[];
  iodef: string[];
}

export interface MxInfo {
  present: boolean;
  records: { exchange: string; priority: number }[];
}

export interface PortResult {
  port: number;
  state: 'open' | 'closed' | 'filtered';
}

export interface WebsiteScanFailed {
  status: 'failed';
  url: string;
  message: string;
  scannedAt: string;
  coverage: CoverageEntry[];
}

export interface WebsiteScanOk {
  status: 'ok';
  url: string;
  host: string;
  scannedAt: string;
  addresses: { ipv4: string[]; ipv6: string[] };
  tls: TlsInfo | null;
  headers: ObservatoryGrade | null;
  stack: StackInfo | null;
  waf: WafInfo | null;
  dns: { spf: SpfInfo | null; dmarc: DmarcInfo | null; caa: CaaInfo | null; mx: MxInfo | null };
  ports: PortResult[] | null;
  coverage: CoverageEntry[];
}

export type WebsiteScan = WebsiteScanOk | WebsiteScanFailed;
