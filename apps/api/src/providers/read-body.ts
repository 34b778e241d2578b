// A provider response's body under a size cap, for providers/http.ts (`getRaw` serves news feeds, issue 10 §1).

/**
 * The body's bytes, reading no more than `maxBytes` + 1 of them: a body past the cap is cut off (and the connection
 * dropped) rather than buffered whole, so a huge or endless response cannot fill memory.
 */
export async function readBody(response: Response, maxBytes: number): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(maxBytes) && declared > maxBytes) {
    await response.body?.cancel();
    return { bytes: new Uint8Array(), truncated: true };
  }
  if (!response.body) return { bytes: new Uint8Array(), truncated: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { bytes: concat(chunks, size - value.byteLength), truncated: true };
    }
    chunks.push(value);
  }
  return { bytes: concat(chunks, size), truncated: false };
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
