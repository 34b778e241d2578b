// What each expectation code of Agent K's evaluation set (questions.ts) looks for in an answer: the figures read at
// test time through the agent's own tool runner, formatted for the reader, or a test of the answer's wording.
import { readFileSync } from 'node:fs';
import { ALERT_KEYS, type Locale, PLANS, type XrayProjectDetail } from '@k3/shared';
import { tokenLabel } from '../../../src/services/agent/offline/context';
import { figuresFor } from '../../../src/services/agent/offline/format';
import { PHRASES } from '../../../src/services/agent/offline/phrases';
import { PNL_PHRASES } from '../../../src/services/agent/offline/phrases/pnl';
import type {
  HoldingDetailData,
  MarketAssetData,
  NewsSearchData,
  PlanStatusData,
  PnlData,
  PortfolioHoldingsData,
  PortfolioSummaryData,
  XrayAuditData,
} from '../../../src/services/agent/tools/catalogue';
import type { ToolRunner } from '../../../src/services/agent/types';
import { getData } from '../../auth/helpers';
import { type EvalWorld, pnlArgs } from './harness';

/** The web app's X-Ray texts (apps/web/src/locales/{lang}/xray.json): section titles, and text values in words ("up"). */
const XRAY_TEXTS = Object.fromEntries(
  (['en', 'fr', 'es'] as const).map((lang) => [
    lang,
    JSON.parse(readFileSync(new URL(`../../../../web/src/locales/${lang}/xray.json`, import.meta.url), 'utf8')) as {
      detail: { sections: Record<string, string> };
      values: Record<string, string>;
    },
  ]),
) as Readonly<Record<Locale, { detail: { sections: Record<string, string> }; values: Record<string, string> }>>;

/** A placeholder passed to a phrase to cut out its fixed words ("K3 has no data on …"). */
const PLACE = '\u0000';

/** Telling the user what to do, which Agent K never does (facts, not advice). */
const ADVICE =
  /\byou should (?:buy|sell|hold)\b|\bI (?:recommend|advise|suggest) (?:you )?(?:to )?(?:buy|sell|hold)|\bgo ahead and (?:buy|sell)\b|je (?:vous|te) (?:conseille|recommande) d['’]?(?:acheter|vendre)|vous devriez (?:acheter|vendre)|tu devrais (?:acheter|vendre)|te recomiendo (?:comprar|vender)|deber[ií]as (?:comprar|vender)/i;
/** The "facts, not advice" line of a should-I answer. */
const NOT_ADVICE: Readonly<Record<Locale, RegExp>> = {
  en: /not (?:financial |investment )?advice/i,
  fr: /pas (?:un )?conseil/i,
  es: /no (?:es )?(?:un )?consejo/i,
};

type Runner = ToolRunner;
const data = async <T>(tools: Runner, name: string, args: Record<string, unknown> = {}): Promise<T | null> => {
  const result = await tools.call(name, args);
  return result.ok ? (result.data as unknown as T) : null;
};

/** The holding that moved the portfolio most over a period, and by how much (USD, rounded to the cent). */
async function topMover(tools: Runner, period: '24h' | '7d' | '30d'): Promise<{ name: string; value: number } | null> {
  const holdings = await data<PortfolioHoldingsData>(tools, 'portfolio_holdings', { limit: 50 });
  if (!holdings) return null;
  let best: { name: string; value: number } | null = null;
  for (const line of holdings.holdings) {
    let percent: number | null;
    if (period === '24h') percent = line.change24h;
    else if (period === '30d') percent = line.change30d;
    else percent = (await data<MarketAssetData>(tools, 'market_asset', { asset: line.id }))?.change7d ?? null;
    if (percent === null || percent <= -100) continue;
    const value = Math.round(((line.value * percent) / (100 + percent)) * 100) / 100;
    if (!best || Math.abs(value) > Math.abs(best.value)) best = { name: line.name, value };
  }
  return best;
}

/** What one expectation code looks for in an answer in `lang`: strings that must all appear, or a test. */
export async function expectation(
  code: string,
  lang: Locale,
  tools: Runner,
  world: EvalWorld,
): Promise<{ label: string; test: (answer: string) => boolean }> {
  const fig = figuresFor(lang);
  const say = PHRASES[lang];
  const [kind, arg, extra] = code.split(':') as [string, string | undefined, string | undefined];
  /** Every part must appear. */
  const all = (_: string, parts: string[]) => ({
    label: `${code} [${parts.join(' | ')}]`,
    test: (a: string) => parts.every((p) => a.includes(p)),
  });
  const none = { label: `${code} [no data]`, test: () => false };
  switch (kind) {
    case 'total': {
      const s = await data<PortfolioSummaryData>(tools, 'portfolio_summary');
      return s ? all(code, [fig.usd(s.total)]) : none;
    }
    case 'change': {
      const s = await data<PortfolioSummaryData>(tools, 'portfolio_summary');
      const c = s && { '24h': s.change24h, '7d': s.change7d, '30d': s.change30d }[arg as '24h'];
      return c ? all(code, [fig.usdChange(c.value)]) : none;
    }
    case 'mover': {
      const m = await topMover(tools, arg as '24h');
      return m ? all(code, [m.name, fig.usdChange(m.value)]) : none;
    }
    case 'price':
    case 'chg24':
    case 'mcap': {
      const m = await data<MarketAssetData>(tools, 'market_asset', { asset: arg });
      if (!m) return none;
      if (kind === 'price') return m.price === null ? none : all(code, [m.name, fig.usd(m.price)]);
      if (kind === 'chg24') return m.change24h === null ? none : all(code, [m.name, fig.change(m.change24h)]);
      return m.marketCap === null ? none : all(code, [m.name, fig.usdCompact(m.marketCap)]);
    }
    case 'score': {
      const a = await data<XrayAuditData>(tools, 'xray_audit', { asset: arg });
      if (!a) return none;
      if (a.score === null) {
        const said = a.confidence === 'insufficient' ? say.withheld('', null) : say.notAudited('');
        return all(code, [a.asset.name, said.slice(2, 22)]);
      }
      const parts = [a.asset.name, `${a.score}/100`, say.confidence(a.confidence ?? 'medium')];
      // Quoting a score carries what was not checked and any open incident (issue 28 §2).
      for (const alert of a.alerts) if (alert.key === 'high_risk_detected') parts.push(alert.text);
      if (a.notChecked.length) parts.push(say.notChecked(a.notChecked).split(':')[0]!);
      return all(code, parts);
    }
    case 'amount':
    case 'share': {
      const h = await data<HoldingDetailData>(tools, 'holding_detail', { asset: arg });
      if (!h || !h.held) return none;
      return all(code, [kind === 'amount' ? fig.amount(h.amount) : fig.share(h.share)]);
    }
    case 'token': {
      const m = await data<MarketAssetData>(tools, 'market_asset', { asset: arg });
      return m ? all(code, [m.name]) : none;
    }
    case 'news': {
      if (arg === 'market') {
        // K3's news across the market: its heading and the top story of a window the question may name (today, a week).
        const heading = say.marketNews(PLACE).split(PLACE)[0]!;
        const tops: string[] = [];
        for (const window_hours of [24, 168]) {
          const n = await data<NewsSearchData>(tools, 'news_search', { market: true, window_hours, limit: 3 });
          if (n?.items[0]) tops.push(n.items[0].title);
        }
        return {
          label: `${code} [${heading} + ${tops.join(' or ')}]`,
          test: (a) => a.includes(heading) && (tops.length === 0 || tops.some((title) => a.includes(title))),
        };
      }
      const n = await data<NewsSearchData>(tools, 'news_search', {
        window_hours: 168,
        limit: 3,
        ...(arg === 'holdings' ? {} : { asset: arg }),
      });
      if (!n) return none;
      if (n.items.length === 0) {
        // No story: the answer must say so about this token (or the holdings), not talk about something else.
        const label = n.asset ? tokenLabel(n.asset) : null;
        return all(code, [say.noNews(label, say.window(168)).slice(0, 24)]);
      }
      return all(code, [n.items[0]!.title]);
    }
    case 'plan':
    case 'next':
    case 'unlock':
    case 'kredits': {
      const p = await data<PlanStatusData>(tools, 'plan_status');
      if (!p) return none;
      if (kind === 'plan') return all(code, [p.plan.name, fig.amount(p.krl)]);
      if (kind === 'kredits') return all(code, [`${fig.integer(Math.min(p.kredits, p.max))}/${fig.integer(p.max)}`]);
      if (!p.next) return none;
      if (kind === 'next') return all(code, [p.next.name, fig.amount(p.next.missingKrl)]);
      const next = PLANS.find((plan) => plan.id === p.next!.id)!;
      return all(code, [fig.integer(next.prompts)]);
    }
    case 'pnl':
    case 'basis':
    case 'missing': {
      const p = await data<PnlData>(tools, 'pnl', pnlArgs(arg, kind === 'pnl' ? extra : undefined));
      const f = p?.figures;
      if (!f) return none;
      const usd = (value: string) => fig.usd(Number(value));
      if (kind === 'basis') return all(code, [usd(f.costBasis)]);
      if (kind === 'missing') return Number(f.missingHistory.proceeds) ? all(code, [usd(f.missingHistory.proceeds)]) : none;
      const parts = [fig.usdChange(Number(f.realised.period)), usd(f.costBasis), PNL_PHRASES[lang].method(p.method)];
      if (f.unrealised !== null && (p.asset === null || p.asset.held)) parts.push(fig.usdChange(Number(f.unrealised)));
      return all(code, parts);
    }
    case 'facts':
      return { label: `${code} ${NOT_ADVICE[lang]}`, test: (a) => NOT_ADVICE[lang].test(a) };
    case 'k3': {
      const num = (n: number) => new Intl.NumberFormat(`${lang}-${lang.toUpperCase()}`).format(n);
      if (arg === 'about') return all(code, ['Agent K', 'X-Ray']);
      if (arg === 'kredits')
        return all(
          code,
          PLANS.map((plan) => num(plan.prompts)),
        );
      if (arg === 'plans')
        return all(
          code,
          PLANS.map((plan) => plan.name),
        );
      if (arg === 'xray') return all(code, ['X-Ray', String(ALERT_KEYS.length)]);
      if (arg === 'demo') return { label: `${code} /d[eé]mo/`, test: (a) => /d[eé]mo/i.test(a) };
      return { label: `${code} /wallet/`, test: (a) => /wallet/i.test(a) && /EVM|Solana|Magic Konnect/.test(a) };
    }
    case 'section': {
      const project = await getData<XrayProjectDetail>(world.t.app, `/api/x-ray/projects/${arg}`, world.token);
      const section = project.sections[extra as keyof typeof project.sections];
      const parts = [project.name, XRAY_TEXTS[lang].detail.sections[extra!]!];
      if (section.locked) return all(code, parts);
      for (const alert of section.alerts.slice(0, 3)) parts.push(alert.because[lang]);
      const measured = section.fields.filter(
        (f) => f.value !== null && f.value !== '' && !(Array.isArray(f.value) && !f.value.length),
      );
      const formats = (f: (typeof measured)[number]): string[] => {
        const v = f.value!;
        if (typeof v === 'number') {
          return [
            fig.integer(v),
            fig.usd(v),
            fig.usdCompact(v),
            fig.share(v),
            fig.change(v),
            fig.amount(v),
            `${fig.integer(v)}/100`,
          ];
        }
        if (Array.isArray(v)) return [v[0]!];
        // A technical verdict ("up") reads as the audit page words it ("Hausse").
        return [XRAY_TEXTS[lang].values[String(v)] ?? String(v)];
      };
      const wanted = measured.slice(0, 2);
      return {
        label: `${code} [${parts.join(' | ')}] + ${wanted.map((f) => f.key).join(', ')}`,
        test: (a) => parts.every((p) => a.includes(p)) && wanted.every((f) => formats(f).some((p) => a.includes(p))),
      };
    }
    case 'fallback':
      return all(code, [say.notUnderstood]);
    case 'nodata': {
      const lead = say.noData([PLACE], null).split(PLACE)[0]!;
      if (!arg) return all(code, [lead]);
      const m = await data<MarketAssetData>(tools, 'market_asset', { asset: arg });
      return m ? all(code, [lead, m.name]) : none;
    }
    case 'offer': {
      // What K3 has on the coin, offered as questions to ask (no data read): the offer line and the coin's name.
      const m = await data<MarketAssetData>(tools, 'market_asset', { asset: arg });
      if (!m) return none;
      const offers = [false, true].map((several) => say.k3Offers(PLACE, several).split(PLACE)[1]!);
      return {
        label: `${code} [${offers[0]} | ${m.name}]`,
        test: (a) => offers.some((offer) => a.includes(offer)) && a.includes(m.name),
      };
    }
    case 'account': {
      // Any answer read from the user's own account: the portfolio, the plan, quests, the holdings' news.
      const s = await data<PortfolioSummaryData>(tools, 'portfolio_summary');
      const before = (text: string) => text.split(PLACE)[0]!;
      const parts = [
        before(say.worth(PLACE)),
        before(say.newsAbout(null, PLACE)),
        before(say.noNews(null, PLACE)),
        before(say.plan(PLACE, PLACE)),
        say.quests,
        say.noQuests,
        before(PNL_PHRASES[lang].head(null, PLACE, PLACE)),
        before(PNL_PHRASES[lang].noHistory(PLACE)),
        ...(s ? [fig.usd(s.total)] : []),
      ];
      return { label: `${code} [${parts.join(' | ')}]`, test: (a) => parts.some((p) => a.includes(p)) };
    }
    case 'advice':
      return { label: 'advice', test: (a) => ADVICE.test(a) };
    case 'ask':
      return all(code, [say.askToken('').split('?')[0]!]);
    default:
      throw new Error(`unknown expectation ${code}`);
  }
}
