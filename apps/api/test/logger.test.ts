// Logs never carry secrets: authorization headers, cookies and any *secret*, password or api key field are censored.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, REDACTED, redactSecrets } from '../src/logger';

describe('redactSecrets', () => {
  it('censors secret-named keys at any depth and keeps the rest', () => {
    expect(
      redactSecrets({
        user: 'ana',
        apiKey: 'k',
        nested: { clientSecret: 's', list: [{ password: 'p', amount: '1.5' }] },
        tokenSymbol: 'KRL',
      }),
    ).toEqual({
      user: 'ana',
      apiKey: REDACTED,
      nested: { clientSecret: REDACTED, list: [{ password: REDACTED, amount: '1.5' }] },
      tokenSymbol: 'KRL',
    });
  });
});

describe('the app logger', () => {
  it('writes no secret to the log stream', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions({ logLevel: 'info' }), stream } });
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer abc123', cookie: 'sid=s3ss10n' } },
        exchange: { apiSecret: 'shh-42', apiKey: 'key-42' },
        password: 'pw-42',
      },
      'login attempt',
    );
    const output = lines.join('');
    expect(output).toContain('login attempt');
    for (const secret of ['abc123', 's3ss10n', 'shh-42', 'key-42', 'pw-42']) expect(output).not.toContain(secret);
  });
});
