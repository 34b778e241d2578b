// The baseline for the API budget: a bare Node http server writing the same bytes as the full stack's
// /api/health (body and response headers, captured from the built server by bench/api.mjs and passed in
// BARE_HEADERS), so the ratio measures the framework and middleware work, not the size of the response.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';

const body =
  process.env.BARE_BODY ?? JSON.stringify({ code: 200, data: { status: 'ok', db: 'pglite', version: '0.0.0', demo: true } });
const headers = { 'content-type': 'application/json; charset=utf-8', ...JSON.parse(process.env.BARE_HEADERS ?? '{}') };
createServer((req, res) => {
  // The per-request id is generated, as the full stack does.
  res.writeHead(200, { ...headers, 'x-request-id': randomUUID(), 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
