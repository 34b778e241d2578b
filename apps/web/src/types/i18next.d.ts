// Typed translation keys: `t('pricing.hint.shrimp')` is checked against the English files at compile time.
// English is the reference; the locale test checks that fr and es have the same keys.
import 'i18next';
import type admin from '../locales/en/admin.json';
import type buyToken from '../locales/en/buyToken.json';
import type chat from '../locales/en/chat.json';
import type common from '../locales/en/common.json';
import type meta from '../locales/en/meta.json';
import type pages from '../locales/en/pages.json';
import type pnl from '../locales/en/pnl.json';
import type pricing from '../locales/en/pricing.json';
import type rewards from '../locales/en/rewards.json';
import type teasers from '../locales/en/teasers.json';
import type votes from '../locales/en/votes.json';
import type xray from '../locales/en/xray.json';
import type xrayCharts from '../locales/en/xrayCharts.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    nsSeparator: '.';
    keySeparator: '.';
    resources: {
      common: typeof common;
      meta: typeof meta;
      pages: typeof pages;
      pricing: typeof pricing;
      buyToken: typeof buyToken;
      teasers: typeof teasers;
      xray: typeof xray;
      chat: typeof chat;
      rewards: typeof rewards;
      votes: typeof votes;
      admin: typeof admin;
      xrayCharts: typeof xrayCharts;
      pnl: typeof pnl;
    };
  }
}
