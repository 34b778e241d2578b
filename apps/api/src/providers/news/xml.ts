// Bytes of a feed to text, and the DOCTYPE check made before any parsing (issue 10 §1: feeds are untrusted input).
// The parser (feedsmith on fast-xml-parser, see rss.ts) neither expands entities nor reads external ones; refusing
// documents that declare entities is defence in depth, and it gives a billion-laughs or XXE feed a clear error instead
// of a story full of literal "&lol9;" references.

/** The charset named by a Content-Type header, a byte-order mark or the XML declaration; UTF-8 otherwise. */
export function feedCharset(bytes: Uint8Array, contentType: string | null): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  const header = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (header) return header.toLowerCase();
  // The declaration is ASCII whatever the encoding it names, and comes first: 200 bytes read as Latin-1 hold it.
  const prolog = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^<\?xml[^>]*\sencoding\s*=\s*["']([\w.:-]+)["']/i.exec(prolog)?.[1]?.toLowerCase() ?? 'utf-8';
}

/** The feed as text, in its own charset (ISO-8859-1 and Windows-1252 feeds still exist); an unknown label reads as UTF-8. */
export function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  const charset = feedCharset(bytes, contentType);
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * Whether the document declares entities (`<!DOCTYPE x [<!ENTITY …>]>`) anywhere the parser would read markup, i.e.
 * outside CDATA sections and comments (fast-xml-parser reads a DOCTYPE wherever it appears, not only in the prolog).
 * Legitimate feeds never need one; entity bombs and external-entity (XXE) attacks always do. A DOCTYPE without
 * declarations (the old RSS 0.91 one naming Netscape's DTD) is allowed: nothing ever fetches a DTD. One linear scan
 * with indexOf, no regex over the document, so a hostile body cannot make it slow.
 */
export function declaresEntities(text: string): boolean {
  for (let at = text.indexOf('<!'); at !== -1;) {
    let next = at + 2;
    if (text.startsWith('<![CDATA[', at)) next = skipPast(text, ']]>', at + 9);
    else if (text.startsWith('<!--', at)) next = skipPast(text, '-->', at + 4);
    else if (text.slice(at + 2, at + 8).toUpperCase() === 'ENTITY') return true;
    // An unterminated section: the parser refuses the document anyway.
    if (next === -1) return false;
    at = text.indexOf('<!', next);
  }
  return false;
}

function skipPast(text: string, end: string, from: number): number {
  const found = text.indexOf(end, from);
  return found === -1 ? -1 : found + end.length;
}

/**
 * The local name of the document's root element, lower-cased ("rss", "feed", "rdf" for rdf:RDF); null when none is
 * found. Skips the XML declaration, processing instructions, comments and a DOCTYPE, with indexOf only (linear).
 */
export function rootElement(text: string): string | null {
  let at = 0;
  for (;;) {
    while (at < text.length && /[\s\uFEFF]/.test(text[at] as string)) at += 1;
    if (text.startsWith('<?', at)) at = skipPast(text, '?>', at + 2);
    else if (text.startsWith('<!--', at)) at = skipPast(text, '-->', at + 4);
    else if (text.startsWith('<!', at)) {
      // A DOCTYPE, with its internal subset when it has one (entity declarations are refused before this runs).
      const subset = text.indexOf('[', at);
      const end = text.indexOf('>', at);
      at = subset !== -1 && subset < end ? skipPast(text, ']', subset) : end;
      at = at === -1 ? -1 : skipPast(text, '>', at);
    } else break;
    if (at === -1) return null;
  }
  const name = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(at, at + 200))?.[1];
  return name ? name.slice(name.indexOf(':') + 1).toLowerCase() : null;
}
