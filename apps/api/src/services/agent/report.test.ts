// Report ids and storable text (services/agent/report.ts).
import { expect, it } from 'vitest';
import { newReportId, storable } from './report';

it('makes ids of R- and 8 Crockford base32 characters', () => {
  expect(newReportId(() => 0)).toBe('R-00000000');
  expect(newReportId(() => 31)).toBe('R-ZZZZZZZZ');
  for (let i = 0; i < 50; i++) expect(newReportId()).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{8}$/);
});

it('drops NUL and replaces lone surrogates, keeping pairs (emoji) whole', () => {
  expect(storable('a\u0000b')).toBe('ab');
  expect(storable('x\uD800y\uDFFFz')).toBe('x\uFFFDy\uFFFDz');
  expect(storable('🙂 \uD83D')).toBe('🙂 \uFFFD');
});
