// The parts of a fetched page the scanner reads: <script> tags (Subresource Integrity), <meta http-equiv> CSP and
// <meta name="referrer"> (the Observatory treats both as headers), and <meta name="generator"> (stack). htmlparser2 is
// forgiving (unclosed tags, bad nesting), so a page never fails to parse.
import { Parser } from 'htmlparser2';

export interface PageFacts {
  /** Every <script>, inline ones included (their count matters to the SRI test). */
  scripts: { src: string | null; integrity: string | null; crossorigin: string | null }[];
  metaCsp: string[];
  metaReferrer: string | null;
  generator: string | null;
}

export function readPage(html: string): PageFacts {
  const facts: PageFacts = { scripts: [], metaCsp: [], metaReferrer: null, generator: null };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script') {
          facts.scripts.push({
            src: attributes.src ?? null,
            integrity: attributes.integrity || null,
            crossorigin: attributes.crossorigin || null,
          });
        } else if (name === 'meta') {
          const equiv = attributes['http-equiv']?.trim().toLowerCase();
          const metaName = attributes.name?.trim().toLowerCase();
          const content = attributes.content;
          if (equiv !== undefined && content !== undefined) {
            if (equiv === 'content-security-policy' && content) facts.metaCsp.push(content);
          } else if (metaName === 'referrer' && content) {
            facts.metaReferrer = content;
          } else if (metaName === 'generator' && content) {
            facts.generator = content.slice(0, 200);
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return facts;
}
