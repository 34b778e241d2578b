// The scored word families of K3's crypto/finance layer over the general lexicons (lexicon.ts; docs/news-scoring.md
// "Sentiment"), English then French: phrases and words a general lexicon misreads in market news ("bear market", "short
// squeeze", "fine" as a penalty, "drops charges") and price verbs. Patterns are written on normalised text (lower case,
// no accents, plain apostrophes) and are word families, never a rule for one headline. Scores use the AFINN scale (-5..5).
import type { NewsLang } from '@k3/shared';

export interface Term {
  /** Regular expression source, matched on whole words of normalised text. */
  pattern: string;
  score: number;
}

/** Phrases tried before single words, so "short squeeze" is never read as "short" + "squeeze". */
const EN_TERMS: Term[] = [
  // Positive outcomes that contain a negative-looking word: tried first.
  { pattern: 'short squeezes?', score: 3 },
  {
    pattern:
      '(?:drops?|dropped|dismiss(?:es|ed)?|withdraws?|withdrew|ends?|ended|closes?|closed) (?:its |the |a )?(?:\\w+ )?(?:lawsuit|case|charges|probe|investigation|appeal)s?',
    score: 3,
  },
  {
    pattern: '(?:resumes?|resumed|reopens?|reopened|restores?|restored) (?:\\w+ )?(?:withdrawals|trading|deposits|service)',
    score: 2,
  },
  { pattern: 'not as bad as (?:feared|expected)|less than (?:feared|expected)', score: 2 },
  { pattern: '(?:wins? )?dismissal of (?:\\w+ ){0,2}(?:lawsuit|case|charges|suit)', score: 3 },
  { pattern: 'agrees? to pay|ordered to pay', score: -2 },
  { pattern: 'pass(?:es|ed) (?:\\w+ ){0,2}(?:law|bill|legislation)', score: 2 },
  { pattern: 'rate hikes?|rais(?:es|ed) (?:interest )?rates|hikes? (?:interest )?rates', score: -2 },
  { pattern: 'rate cuts?|cuts? (?:interest )?rates', score: 2 },
  { pattern: 'strategic (?:bitcoin |crypto )?reserve|ipo|files? for (?:an )?ipo', score: 2 },
  { pattern: 'looms?|looming|weighs? on|fad(?:es|ing)|wan(?:es|ing)', score: -2 },
  { pattern: 'fail(?:s|ed)? to', score: -1 },
  // Analyst actions and results against expectations (finance news; subjects and moves are in finance.ts).
  {
    pattern:
      'downgrad(?:e|es|ed|ing)|(?:cuts?|lowers?|lowered) to (?:hold|sell|neutral|underweight|underperform|equal[- ]weight|market perform|sector perform|reduce|in-line)|(?:initiat\\w+|starts?|started|resum\\w+) (?:\\w+ ){0,3}(?:at|with) (?:an? )?(?:sell|underweight|underperform)',
    score: -2,
  },
  {
    pattern:
      'upgrad(?:es|ed|ing) (?:\\w+ ){0,3}(?:to|from) (?:buy|outperform|overweight|strong buy|accumulate|hold|neutral|equal[- ]weight|market perform|in-line)|(?:raises?|raised|lifts?|lifted|ups) to (?:buy|outperform|overweight|strong buy|accumulate)|(?:initiat\\w+|starts?|started|resum\\w+) (?:\\w+ ){0,3}(?:at|with) (?:an? )?(?:buy|outperform|overweight|strong buy)',
    score: 2,
  },
  {
    pattern:
      '(?:below|short of|miss(?:es|ed)?|lag(?:s|ged)?|trail(?:s|ed)?) (?:\\w+ ){0,3}(?:estimates?|expectations|forecasts?|consensus|views?)|profit warning|warns? on (?:\\w+ ){0,2}(?:profit|earnings|sales|revenue|outlook)',
    score: -2,
  },
  {
    pattern:
      '(?:above|ahead of|beat(?:s|ing)?|top(?:s|ped)?|exceed(?:s|ed)?|surpass(?:es|ed)?) (?:\\w+ ){0,3}(?:estimates?|expectations|forecasts?|consensus|views?)',
    score: 2,
  },
  { pattern: 'relief rally', score: 3 },
  { pattern: 'bear trap', score: 1 },
  { pattern: 'bull trap', score: -2 },
  { pattern: 'golden cross', score: 2 },
  { pattern: 'death cross', score: -2 },
  { pattern: 'fear (?:and|&) greed(?: index)?', score: 0 },
  { pattern: 'extreme fear', score: -2 },
  { pattern: 'extreme greed', score: 1 },
  // Market regimes and records.
  { pattern: 'bear(?:ish)? markets?|crypto winter|bearish|bears', score: -2 },
  { pattern: 'bull(?:ish)? (?:markets?|runs?)|bullish|bulls', score: 2 },
  { pattern: '(?:all-time|all time|record) highs?|new highs?|ath|fresh highs?|record territory', score: 3 },
  {
    pattern: '(?:multi-(?:month|year)|(?:\\d+|one|two|three|six)-(?:month|year)|year-to-date) lows?|(?:record|fresh|new) lows?',
    score: -3,
  },
  { pattern: '(?:multi-(?:month|year)|(?:\\d+|one|two|three|six)-(?:month|year)) highs?', score: 3 },
  // Security and fraud.
  { pattern: 'rug[- ]?pull(?:s|ed)?|rugged', score: -4 },
  {
    pattern:
      'exploit(?:s|ed|er|ers)?|hack(?:s|ed|er|ers)?|heist|drain(?:s|ed|er)?|stolen|breach(?:es|ed)?|compromised|phishing|attack(?:s|ed|er|ers)?',
    score: -4,
  },
  { pattern: 'scams?|scammers?|ponzi|fraud(?:ulent|sters?)?|wash trading|manipulation|money laundering|laundered', score: -3 },
  { pattern: 'vulnerabilit(?:y|ies)|bug|critical flaw|outages?|downtime|halts?|halted|halting|stall(?:s|ed)?', score: -2 },
  // Stablecoins and solvency.
  { pattern: 'de-?peg(?:s|ged|ging)?|loses? (?:its |the )?(?:dollar )?peg|lost (?:its |the )?peg', score: -4 },
  { pattern: 'bankrupt(?:cy|cies)?|insolven(?:t|cy)|chapter 11|collapses?|collapsed|implod(?:es|ed)|wind(?:s)? down', score: -4 },
  {
    pattern:
      '(?:halts?|halted|pauses?|paused|freezes?|froze|frozen|suspends?|suspended) (?:\\w+ )?(?:withdrawals|deposits|trading)',
    score: -4,
  },
  {
    pattern:
      'lay-?offs?|lay-off|lay off|lays off|laid off|laying off|job cuts|cuts (?:\\d+% of )?(?:staff|jobs|workforce)|(?:personnel|staff|workforce|headcount|job) reductions?|terminat\\w*(?: [\\w-]+){0,3} employ\\w*|employ\\w*(?: [\\w-]+){0,5} terminated|close-?downs?|clos(?:e|es|ed|ing|ure of)(?: (?:its|the|a|two|three|four|five|\\d+))? (?:plants?|mills?|factor(?:y|ies)|units?|sites?|stores?|shops?|offices?|branches)|shuts? down|shutting down|sunsets?',
    score: -2,
  },
  // Flows, liquidations and trading.
  { pattern: 'liquidations?|liquidated|margin calls?|wiped out|wipes? out|wipeout', score: -3 },
  { pattern: '(?:net )?outflows?|redemptions|bleeds?|bleeding', score: -2 },
  { pattern: '(?:net |record |strong )?inflows?', score: 2 },
  { pattern: 'sell-?offs?|selloffs?|dumps?|dumped|dumping|capitulat(?:es|ed|ion)|panic(?: selling)?|rout', score: -3 },
  {
    pattern:
      'accumulat(?:e|es|ed|ing|ion)|buys? the dip|bought the dip|scoops? up|adds? (?:\\d[\\d,.]* )?(?:more )?(?:btc|bitcoin|eth|ether)',
    score: 2,
  },
  // Price verbs.
  {
    pattern:
      'plung(?:e|es|ed|ing)|tumbl(?:e|es|ed|ing)|crash(?:es|ed|ing)?|nosedives?|nosedived|tanks?|tanked|craters?|cratered|slump(?:s|ed|ing)?|plummet(?:s|ed|ing)?|sinks?|sank|sunk',
    score: -3,
  },
  {
    pattern:
      'drops?|dropped|dropping|falls?|fell|falling|fallen|slides?|slid|sliding|slips?|slipped|declines?|declined|declining|dips?|dipped|retreats?|retreated|sheds?|erases?|erased|pares?|pared|los(?:es|t|ing)|under pressure|downturn|correction|lower|weak(?:ens|ened|ness)?',
    score: -2,
  },
  {
    pattern:
      'rall(?:y|ies|ied|ying)|soar(?:s|ed|ing)?|surg(?:e|es|ed|ing)|skyrocket(?:s|ed|ing)?|rocket(?:s|ed)?|moon(?:s|ed|ing)?|explod(?:es|ed)|zooms?|spikes?|spiked',
    score: 3,
  },
  {
    pattern:
      'jumps?|jumped|climbs?|climbed|climbing|ris(?:e|es|ing)|rose|risen|gains?|gained|rebound(?:s|ed|ing)?|recover(?:s|ed|y|ing)?|reclaims?|reclaimed|breaks? (?:above|out|through)|breakout|tops?|topped|upswing|higher|green|outperforms?|pumps?|pumped|bounces?|bounced|extends? gains|rises',
    score: 2,
  },
  {
    pattern:
      'flat|sideways|steady|stable|unchanged|range-?bound|consolidat(?:es|ed|ing|ion)|holds?|held|hovers?|muted|mixed|calm',
    score: 0,
  },
  // Regulation, courts and enforcement.
  {
    pattern:
      '(?:etf|etfs) (?:approval|approved|greenlit|green light)|approv(?:es|ed|al)|nods?|greenlights?|greenlit|green light|authoriz(?:es|ed|ation)|licen[cs]e[ds]?|registration|clears?|cleared',
    score: 3,
  },
  // "block" alone is a blockchain block: only the verb forms ("blocks the", "to block", "blocked") count.
  {
    pattern: 'reject(?:s|ed|ion)?|denies|denied|denial|blocks (?:the|a|an|its|their)|to block|blocked|vetoe?s?|vetoed',
    score: -3,
  },
  { pattern: 'delays?|delayed|postpones?|postponed|pushes back|extends review', score: -1 },
  {
    pattern:
      'lawsuits?|sues?|sued|suing|charges?|charged|indict(?:s|ed|ment)|subpoena(?:s|ed)?|probes?|investigat(?:es|ed|ion|ions)|crackdown|cracks down|enforcement action|cease-and-desist|wells notice|sanction(?:s|ed)?|arrest(?:s|ed)?|extradit(?:ed|ion)|convicted|sentenced|guilty',
    score: -3,
  },
  { pattern: 'fines?|fined|penalt(?:y|ies)', score: -2 },
  { pattern: 'settlement|settles?|settled', score: -1 },
  { pattern: 'bans?|banned|banning|prohibits?|prohibited|outlaws?|restrict(?:s|ed|ions)?', score: -3 },
  { pattern: 'wins?|won|victory|favorable ruling|court win|legal tender|legaliz(?:es|ed)', score: 3 },
  // Exchanges and projects.
  { pattern: 'delist(?:s|ed|ing)?|remove(?:s|d)? (?:\\w+ )?trading pairs?', score: -3 },
  { pattern: 'lists?|listed|listing|to list|adds? support|launch(?:es|ed)? trading', score: 2 },
  {
    pattern:
      'partner(?:s|ed|ship|ships)?|integrat(?:es|ed|ion)|teams? up|collaborat(?:es|ion)|adopt(?:s|ed|ion)|accepts?|goes live|went live|live on mainnet|debuts?|unveils?|rolls? out',
    score: 2,
  },
  {
    pattern:
      'launch(?:es|ed|ing)?|mainnet|upgrade[sd]?|hard fork|activat(?:es|ed|ion)|halving|halvening|airdrops?|burns?|buybacks?|rais(?:es|ed)(?= \\$)|funding|backs?|backed|invests?|invested|treasury|reserve',
    score: 1,
  },
  // Orders and contracts won: business news the reader takes as good for the company. Each word before the noun ends
  // with a space, so a run of digits is read one way only (a `\s?` let "wins 1111…" split it n⁵ ways: a hang).
  {
    pattern:
      '(?:wins?|won|awarded|secures?|secured|signs?|signed|lands?|landed|inks?|inked|clinches|clinched|receives?|received|gets?|got|bags?|bagged) (?:(?:a|an|the|its|new|first|large|major|big|further|additional|several|two|three|multi-year|long-term|framework|supply|service|maintenance|deal|contract|order|orders|eur|usd|\\$?[\\d.,]+(?:m|mn|bn|k)?|m|mn|million|bn|billion|worth|of|from|to)\\s){0,6}(?:contracts?|orders?|deals?|agreements?)',
    score: 2,
  },
  { pattern: 'buys?|bought|purchases?|purchased', score: 2 },
  // A takeover is the company's news, not a direction for its holders ("acquires a rival", "completes acquisition").
  { pattern: 'acquires?|acquired|acquisitions?', score: 0 },
  { pattern: 'token unlocks?|unlocks?|dilution|inflationary', score: -1 },
  // Words a general lexicon scores but which carry no direction in crypto news.
  {
    pattern:
      'mining|miners?|gas|fees?|shares?|stakes?|stak(?:e|es|ed|ing)|lending|leverage[d]?|whales?|hedge|token|free|crypto|fork|security|demand|shorts?|longs?|futures|options|fund|funds|etf|etfs|sec|cpi|fed|rates?|inflation|volatility|volatile|risk|risks|debt|faces?|expects?|eyes|targets?|could|may|might|will|warns?',
    score: 0,
  },
];

const FR_TERMS: Term[] = [
  { pattern: 'short squeeze|squeeze des vendeurs', score: 3 },
  {
    pattern:
      "(?:abandonne|abandon(?:ne)?s?|classe|clot|retire) (?:les |la |l'|sa |ses )?(?:poursuites?|plainte|affaire|enquete|charges)",
    score: 3,
  },
  { pattern: '(?:reprend|reprise des|rouvre|retablit) (?:les )?(?:retraits|depots|echanges)', score: 2 },
  {
    pattern: 'pas (?:si|aussi) (?:grave|mauvais|terrible)|moins pire que prevu|mieux que prevu|moins que (?:prevu|craint)',
    score: 2,
  },
  { pattern: "(?:rejette|annule|invalide) (?:les |la |l')?(?:poursuites|plainte|accusations|proces)", score: 3 },
  { pattern: 'accepte de payer|condamne a payer', score: -2 },
  { pattern: 'hausse des taux|rel[eè]ve (?:ses |les )?taux', score: -2 },
  { pattern: 'baisse (?:ses |des |les )?taux', score: 2 },
  { pattern: 'reserve strategique|introduction en bourse|avec succes|succes|reussi(?:e|t)?', score: 2 },
  { pattern: "menace(?:nt)?|pese sur|s'essouffle|retombe", score: -2 },
  { pattern: 'taxer|surtaxe|imposer', score: -2 },
  { pattern: 'echoue a', score: -1 },
  { pattern: 'rallye de soulagement|soulagement', score: 2 },
  { pattern: 'croix de la mort|death cross', score: -2 },
  { pattern: "croix d'or|golden cross", score: 2 },
  { pattern: 'peur extreme|peur|panique|crainte?s?|inquietudes?|inquiet(?:e|s|es)?|affole', score: -2 },
  { pattern: 'marche baissier|bear market|hiver crypto|baissiere?s?|vendeurs', score: -2 },
  { pattern: 'marche haussier|bull run|haussiere?s?|acheteurs|euphorie|optimisme|optimistes?', score: 2 },
  {
    pattern:
      "plus haut historique|plus hauts historiques|record historique|nouveau record|nouveaux records|sommet historique|ath|plus haut (?:depuis|de l'annee|annuel)|records?",
    score: 3,
  },
  { pattern: "plus bas (?:depuis|de l'annee|annuel|historique)|plancher", score: -3 },
  {
    pattern:
      'rug pull|piratage|pirat(?:e|es|ee|ees|er)|hack(?:e|er|ers|s)?|exploit(?:e|s)?|faille(?:s)?|vol de|vole(?:s)?|derob(?:e|es|ee|ees)|siphonn(?:e|es|ee|ees|er)|attaque(?:s)?|hameconnage|phishing|compromis',
    score: -4,
  },
  { pattern: 'arnaques?|escroquer(?:ie|ies)|fraude?s?|frauduleu(?:x|se)|ponzi|blanchiment|manipulation', score: -3 },
  { pattern: "pannes?|bug|interruption|bloque(?:e|s)?|a l'arret", score: -2 },
  { pattern: 'depeg|perd (?:sa |son )?(?:parite|ancrage)|decrochage du dollar|decroche de (?:sa parite|son ancrage)', score: -4 },
  { pattern: "faillite|insolvab(?:le|ilite)|s'effondre|effondrement|effondr(?:e|ee)|implose|chapitre 11", score: -4 },
  {
    pattern:
      '(?:suspend|gele|bloque|interrompt|stoppe) (?:les |ses )?(?:retraits|depots|echanges)|gel des retraits|suspension des retraits',
    score: -4,
  },
  { pattern: 'licenci(?:e|ement|ements)|plan social|ferme ses portes|fermeture', score: -2 },
  { pattern: 'liquidations?|liquide(?:s|es)?|appels de marge', score: -3 },
  { pattern: 'sorties?(?: nettes)?(?: de capitaux)?|rachats nets|hemorragie', score: -2 },
  { pattern: 'entrees?(?: nettes)?(?: de capitaux)?|afflux|flux entrants', score: 2 },
  { pattern: 'ventes? massives?|braderie|dump|capitulation|debacle|deroute|bain de sang', score: -3 },
  {
    pattern: 'accumul(?:e|ent|ation|er)|rachete|achete|acquiert|acquisition|ajoute (?:\\d[\\d ,.]* )?(?:btc|bitcoins?|eth)',
    score: 2,
  },
  {
    pattern:
      "chut(?:e|es|ent|er)|plong(?:e|ent|eon|er)|degringol(?:e|ent|ade|er)|s'effrite|decroch(?:e|ent)|s'ecroule|devisse|plonge|krach|crash|dévisse",
    score: -3,
  },
  {
    pattern:
      'recul(?:e|ent|er)?|baisses?|repli|se replie|gliss(?:e|ent)|perd(?:ent)?|pertes?|en berne|en rouge|sous pression|correction|flanche|cede|lache|affaibli',
    score: -2,
  },
  {
    pattern:
      "s'envol(?:e|ent)|envolee|flamb(?:e|ee|ent)|bond(?:it|issent|ir)?|explose(?:nt|r)?|decoll(?:e|ent|er)|grimp(?:e|ent|er)|s'emball(?:e|ent)|fusee|rallye",
    score: 3,
  },
  {
    pattern:
      "hausses?|progress(?:e|ent|ion|er)|rebond(?:it|issent|ir)?|remont(?:e|ent|er)|reprise|franchit|depasse|reconquiert|renoue avec|gagne|en vert|s'apprecie|grimpe|sursaut|redresse",
    score: 2,
  },
  {
    pattern: 'stable|stagne|stagnation|se stabilise|lateral|calme|attentisme|sans direction|mitige|consolide|consolidation',
    score: 0,
  },
  {
    pattern:
      'autoris(?:e|ee|ees|ation|ations)|approuv(?:e|ee|es|ent)|approbation|feu vert|valid(?:e|ee|ation)|agrement|licence|enregistrement|obtient',
    score: 3,
  },
  { pattern: 'rejet(?:te|tent|ee|s)?|refus(?:e|ee|ent)?|bloque|oppose son veto|recale', score: -3 },
  { pattern: 'report(?:e|ee|ent)?|repousse|retarde|proroge', score: -1 },
  {
    pattern:
      'poursuit|poursuites?|plaintes?|attaque en justice|procès|proces|inculp(?:e|ee|ation)|mis en examen|enquete|perquisition|sanction(?:s|ne|nee)?|arrest(?:e|ee|ation)|interpell(?:e|ee|ation)|condamn(?:e|ee|ation)|mise en demeure|accus(?:e|ee|ation)',
    score: -3,
  },
  { pattern: 'amendes?|penalites?', score: -2 },
  { pattern: "transaction|accord a l'amiable", score: -1 },
  { pattern: 'interdi(?:t|te|ts|ction|sent)|bannit|banni(?:e|s)?|prohib(?:e|ition)|restrictions?|restreint', score: -3 },
  { pattern: 'victoire|remporte|gagne son proces|cours legal|legalis(?:e|ation)', score: 3 },
  {
    pattern: 'retir\\w* de la cote|radiation|delist(?:e|ing)?|decotation|retire (?:le |la |les )?(?:\\w+ )?de sa plateforme',
    score: -3,
  },
  { pattern: 'list(?:e|ee|ing)|cotation|arrive sur|debarque sur|ajoute le support', score: 2 },
  {
    pattern: "partenariats?|s'associe|s'allie|integr(?:e|ation)|collabor(?:e|ation)|adopt(?:e|ion)|accepte|deploie|devoile",
    score: 2,
  },
  {
    pattern:
      'lanc(?:e|ement)|mainnet|reseau principal|mise a (?:jour|niveau)|hard fork|activation|halving|airdrop|levee de fonds|leve|rachat|reserve|tresorerie|investit|soutien|soutient',
    score: 1,
  },
  { pattern: 'deblocages? de tokens|deblocage|dilution', score: -1 },
  {
    pattern:
      'sur|minage|mineurs?|frais|staking|levier|baleines?|jeton|crypto|fonds|etf|sec|taux|inflation|volatilite|risque|pourrait|prevision|analyse|objectif|vise',
    score: 0,
  },
];

export const CRYPTO_TERMS: Record<NewsLang, Term[]> = { en: EN_TERMS, fr: FR_TERMS };
