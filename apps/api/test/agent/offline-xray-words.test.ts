// The offline agent's X-Ray section answers in the reader's language: every measure the audit shows is named in en,
// fr and es with the audit page's own words (apps/web/src/locales/{lang}/xray.json), and so are the technical verdicts
// ("up", "buy"). A measure added to the audit without its French or Spanish name fails here, before a reader sees English.
import { readFileSync } from 'node:fs';
import { type Locale, LOCALES, XRAY_SECTIONS } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByKey, type UserRow } from '../../src/repositories/users';
import { createOfflineAgent } from '../../src/services/agent/offline';
import { FIELD_LABELS, FIELD_VALUES } from '../../src/services/agent/offline/phrases/fields';
import { createToolRunner, toolDepsOf } from '../../src/services/agent/tools';
import type { XrayAuditData } from '../../src/services/agent/tools/catalogue';
import { EVM_KEY_B, evmWallet, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const webTexts = (lang: Locale) =>
  JSON.parse(readFileSync(new URL(`../../../web/src/locales/${lang}/xray.json`, import.meta.url), 'utf8')) as {
    fields: Record<string, Record<string, string>>;
    values: Record<string, string>;
  };

describe('X-Ray words of the offline agent', () => {
  it.each(LOCALES)('%s: the same measure names and verdict words as the audit page', (lang) => {
    const web = webTexts(lang);
    expect(FIELD_LABELS[lang]).toEqual(web.fields);
    expect(FIELD_VALUES[lang]).toEqual(web.values);
  });
});

const wallet = evmWallet(EVM_KEY_B);
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let user: UserRow;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path },
    clock: manualClock(new Date()).now,
    loadReference: true,
  });
  await signIn(t.app, wallet);
  user = (await findUserByKey(t.app.db, wallet.address.toLowerCase()))!;
  await (await t.app.xray.service()).auditMany(['bitcoin']);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

async function ask(lang: Locale, message: string): Promise<string> {
  const tools = createToolRunner(toolDepsOf(t.app), user, lang);
  const request = { lang, message, history: [], tools, signal: new AbortController().signal };
  let text = '';
  for await (const chunk of createOfflineAgent().answer(request)) text += chunk;
  return text;
}

/** The measure names of a section answer's bullets ("• Offre en circulation : **19,9 M**"). */
const labelsOf = (answer: string) =>
  answer
    .split('\n')
    .map((line) => /^• (.+?) ?: \*\*/.exec(line)?.[1])
    .filter((label): label is string => Boolean(label));

describe('X-Ray section answers in the reader’s language', () => {
  it('every measure of every section the audit shows has a name in en, fr and es', async () => {
    const tools = createToolRunner(toolDepsOf(t.app), user, 'en');
    for (const section of XRAY_SECTIONS) {
      const result = await tools.call('xray_audit', { asset: 'bitcoin', section });
      if (!result.ok) throw new Error(result.error);
      const fields = (result.data as unknown as XrayAuditData).section?.fields ?? [];
      expect(fields.length, section).toBeGreaterThan(0);
      for (const lang of LOCALES) {
        const missing = fields.filter((field) => !FIELD_LABELS[lang][section]?.[field.key]).map((f) => f.key);
        expect(missing, `${lang} ${section}`).toEqual([]);
      }
      for (const field of fields) {
        if (section !== 'technical' || field.kind !== 'text' || typeof field.value !== 'string') continue;
        for (const lang of LOCALES) expect(FIELD_VALUES[lang][field.value], `${lang} ${field.value}`).toBeDefined();
      }
    }
  });

  const QUESTIONS: Record<'fr' | 'es', Record<'financial' | 'onchain' | 'technical', string>> = {
    fr: {
      financial: "dis-m'en plus sur l'offre en circulation de Bitcoin",
      onchain: "dis-m'en plus sur les détenteurs de Bitcoin",
      technical: "l'analyse technique de Bitcoin",
    },
    es: {
      financial: 'cuéntame más sobre el suministro circulante de Bitcoin',
      onchain: 'cuéntame más sobre los holders de Bitcoin',
      technical: 'el análisis técnico de Bitcoin',
    },
  };
  const cases = (['fr', 'es'] as const).flatMap((lang) =>
    (['financial', 'onchain', 'technical'] as const).map((section) => [lang, section] as const),
  );

  it.each(cases)('%s, the %s section of Bitcoin: its measures named in that language, none in English', async (lang, section) => {
    const answer = await ask(lang, QUESTIONS[lang][section]);
    const names = FIELD_LABELS[lang][section]!;
    const english = Object.values(FIELD_LABELS.en[section]!).filter((label) => !Object.values(names).includes(label));
    const shown = labelsOf(answer);
    expect(shown.length, answer).toBeGreaterThan(3);
    for (const label of shown) expect(Object.values(names), answer).toContain(label);
    for (const label of english) expect(answer).not.toContain(label);
  });

  it.each(['fr', 'es'] as const)('%s: the technical verdicts in that language, as the audit page words them', async (lang) => {
    const answer = await ask(lang, QUESTIONS[lang].technical);
    const words = Object.values(FIELD_VALUES[lang]);
    const verdicts = answer
      .split('\n')
      .filter((line) => line.startsWith('• ') && !line.includes(FIELD_LABELS[lang].technical!.seriesDays!))
      .map((line) => /\*\*(.+)\*\*$/.exec(line)?.[1]);
    expect(verdicts.length, answer).toBe(4);
    for (const verdict of verdicts) expect(words, answer).toContain(verdict);
  });
});
