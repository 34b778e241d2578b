// Atom text that is declared base64 (issue 22 §11): Atom 0.3 says so with mode="base64", Atom 1.0 with a MIME type
// that is neither text/* nor XML (RFC 4287 §4.1.3.3; publishers use it on titles too). feedsmith keeps the Atom 1.0
// `type` but drops the 0.3 `mode`, so the 0.3 constructs are found by one pass of htmlparser2's tokenizer in XML mode
// (no entity expansion, no DTD), and only when the document mentions mode="base64" at all. The decoded bytes must be
// UTF-8 text: anything else becomes empty, never raw base64 on a page.
import { Parser } from 'htmlparser2';

const MODE_BASE64 = /\bmode\s*=\s*["']base64["']/i;
const TEXT_ELEMENTS = new Set(['title', 'subtitle', 'tagline', 'summary', 'content', 'info']);

/** The trimmed text of every Atom 0.3 element marked mode="base64" in the document. */
export function base64Declared(text: string): ReadonlySet<string> {
  const found = new Set<string>();
  if (!MODE_BASE64.test(text)) return found;
  let depth = 0;
  let buffer = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (depth > 0) depth += 1;
        else if (TEXT_ELEMENTS.has(localName(name)) && attributes.mode?.toLowerCase() === 'base64') {
          depth = 1;
          buffer = '';
        }
      },
      ontext(chunk) {
        if (depth > 0) buffer += chunk;
      },
      onclosetag() {
        if (depth === 0) return;
        depth -= 1;
        if (depth === 0) found.add(buffer.trim());
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  parser.end();
  return found;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/** RFC 4287 §4.1.3.3: a MIME type that is not XML and not text/* means base64 content. */
function isBase64Type(type: string | undefined): boolean {
  const mime = type?.trim().toLowerCase();
  if (!mime?.includes('/')) return false;
  return !mime.startsWith('text/') && !/[/+]xml$/.test(mime);
}

/** Base64 to UTF-8 text; '' when it is not base64 or not text. */
export function decodeBase64Text(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return '';
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(compact, 'base64'));
  } catch {
    return '';
  }
}

/** An Atom text construct's value, decoded when it is declared base64. */
export function atomText(
  construct: { value?: string | undefined; type?: string | undefined } | undefined,
  declared: ReadonlySet<string>,
): string | undefined {
  const value = construct?.value;
  if (value === undefined) return undefined;
  return isBase64Type(construct?.type) || declared.has(value.trim()) ? decodeBase64Text(value) : value;
}
