// English answers to a visitor's questions about K3. Figures arrive as arguments, taken from the repository's
// constants (answers.ts): a sentence never carries a number of its own.
import type { VisitorPhrases } from './intents';

const FEATURES: Record<string, string> = {
  'news-hub': 'News hub',
  smartfolio: 'SmartFolio',
  'x-ray': 'X-Ray',
  'gem-detector': 'Gem Detector',
  harpoon: 'Harpoon',
};
const and = new Intl.ListFormat('en', { type: 'conjunction' });

export const VISITOR_PHRASES_EN: VisitorPhrases = {
  signin: (ttl) =>
    'Signing in asks your wallet to **sign a message**, not to send a transaction. The message says: ' +
    '*"Sign in to K3. This request does not trigger a transaction or cost any fees."*\n' +
    `• The signature only proves that you own the address. It moves no funds, costs no gas and approves no spending.\n` +
    `• The message is valid once, for ${ttl} minutes, and names this site: check the address before you sign.\n` +
    '• K3 **never** asks for your private key or your seed phrase. Anyone who does is not K3.\n' +
    'Once signed in, K3 reads your wallets’ public balances to show your portfolio.',
  connect: (codeLength) =>
    'Press **Log in** (or **Connect** at the top of the page) and pick your wallet: EVM wallets (such as MetaMask) ' +
    'and Solana wallets (such as Phantom) are listed. Your wallet then asks you to sign a message, and you are in.\n' +
    `On a phone without a wallet, use **Magic Konnect**: on a computer where you are signed in, open the QR dialog, ` +
    `then scan the QR code with the phone or type its ${codeLength}-character code.`,
  kredits: (allowances, minKrl) =>
    'Kredits pay for Agent K’s answers: once you are signed in, **one question costs one kredit**.\n' +
    `• Your plan gives kredits each calendar month (UTC): ${allowances}. They are topped up to that number on the 1st at 00:00 UTC; kredits won in quests are kept on top.\n` +
    `• Agent K needs at least **${minKrl} KRL** held in your wallets.\n` +
    '• An answer that fails, or that you stop before any text, costs nothing.\n' +
    'Questions about K3 asked before you log in, like this one, are free.',
  plan: (name, holding, prompts, sources, features) =>
    `**${name}**, from ${holding} KRL held: ${prompts} Agent K questions a month, ${sources} wallet or exchange account${sources === '1' ? '' : 's'}; ${features}.`,
  plans: (list) =>
    `Plans follow the KRL (K3’s token) held in your wallets; nothing else to subscribe:\n${list}\n[See the plans](/pricing)`,
  feature: (key) => FEATURES[key] ?? key,
  about:
    'K3 helps crypto investors follow their money:\n' +
    '• **SmartFolio** tracks your EVM and Solana wallets and exchange accounts in one portfolio.\n' +
    '• **X-Ray** audits a token in six sections, with a score and alerts.\n' +
    '• The **News hub** rates each story’s impact from 1 to 10, with its sentiment.\n' +
    '• **Agent K** (me) answers questions about your portfolio, your tokens and the news, from K3’s own data.\n' +
    '• **Rewards**: quests that give XP and kredits.\n' +
    'Log in with your wallet to ask about your own portfolio.',
  demo: (isDemo) =>
    isDemo
      ? 'This K3 runs on **demo data**: prices, volumes, wallets and news are generated from recorded real levels, ' +
        'so they look real but are not live, and each is labelled **Demo**. Facts about real assets (supplies, dates, ' +
        'links) are real with their source, or shown as not published.'
      : 'This K3 runs on **live data**: prices, balances and news come from their sources as they are read. ' +
        'Anything generated would be labelled **Demo**.',
  xray: (alertRules, planName, holding) =>
    'X-Ray audits a token in six sections: financial, fundamental, social, on-chain, security and technical analysis.\n' +
    '• Each value says where it comes from, or “not checked” and why.\n' +
    `• ${alertRules} alert rules each name the value measured and the threshold.\n` +
    '• The score, from 0 to 100, comes with its data coverage and a confidence (high, medium, low); it is withheld as “Not enough data” when too few checks ran.\n' +
    `The sections and their alerts come with a plan that includes X-Ray (**${planName}**, from ${holding} KRL); without it, an audit shows the score, its confidence and how many alerts fired.`,
  account:
    'That question is about your own portfolio or account: **log in with your wallet** and I will answer it from your data. ' +
    'Before that, I can tell you about K3.',
  notUnderstood: 'Before you log in, I can only answer questions about K3.',
  examples: ['What are kredits?', 'Is it safe to connect my wallet?', 'What do the plans include?'],
  tryThese: (examples) => `Try: ${examples.map((e) => `*${e}*`).join(' · ')}`,
  list: (items) => and.format(items),
};
