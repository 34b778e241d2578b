// What the HTTP Observatory grading reads: the redirect chains retrieved over HTTP and HTTPS and the CORS preflight,
// as the Observatory's retriever records them, with the helpers every test uses to read the graded page's response.

/** One response of a redirect chain. Header names lower-case, repeated headers joined by ", " (Set-Cookie apart). */
export interface Hop {
  url: URL;
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  /** TLS chain trusted and naming the host (null over plain HTTP). */
  authorized: boolean | null;
}

/** A GET that followed redirects, as the Observatory's retriever records it. */
export interface Session {
  startUrl: URL;
  hops: Hop[];
  /** The final page's body (HTML), possibly cut at the size cap. */
  body: string;
  /** Every HTTPS hop had a trusted certificate. */
  verified: boolean;
}

export interface Retrieval {
  hostname: string;
  /** Started at http://host/, null when it could not connect. */
  http: Session | null;
  /** Started at https://host/, null when it could not connect. */
  https: Session | null;
  /** The CORS preflight (OPTIONS with Origin) to the graded page's final URL. */
  cors: { origin: string; headers: Record<string, string> } | null;
}

/** The Origin the Observatory sends in its CORS preflight. */
export const CORS_ORIGIN = 'https://http-observatory.security.mozilla.org';

/** The last response of a chain: the graded page. */
export const finalHop = (session: Session): Hop => session.hops.at(-1) as Hop;
/** Content types read as an HTML page. */
export const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
