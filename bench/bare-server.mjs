// The baseline for the API budget: a bare Node http server answering the same health body.
import { createServer } from 'node:http';

const body = JSON.stringify({ code: 200, data: { status: 'ok', db: 'pglite', version: '0.0.0', demo: true } });
createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
