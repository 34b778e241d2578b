// K3's crypto/finance layer over the general lexicons (docs/news-scoring.md "Sentiment"): phrases and words a general
// lexicon misreads in market news ("bear market", "short squeeze", "fine" as a penalty, "drops charges") and price verbs
// (the scored terms, in lexicon-terms.ts), and the negators and intensifiers. Words are written on
// normalised text (lower case, no accents, plain apostrophes).
import type { NewsLang } from '@k3/shared';

/** A negator flips the sign of the scored words in the next few tokens ("not", "fails to", "ne … pas", "sans"). */
export const NEGATORS: Record<NewsLang, ReadonlySet<string>> = {
  en: new Set([
    'not',
    'no',
    'never',
    'without',
    'nor',
    'neither',
    'none',
    'hardly',
    'barely',
    'unlikely',
    'fails',
    'failed',
    'fail',
  ]),
  fr: new Set(['ne', 'n', 'pas', 'sans', 'jamais', 'aucun', 'aucune', 'ni', 'guere', 'echoue']),
};
/** How many tokens after a negator it reaches ("ne recule pas", "n'a pas encore chute"). */
export const NEGATION_SCOPE = 3;

/** Intensifiers multiply the scored words near them; dampeners shrink them. */
export const INTENSIFIERS: Record<NewsLang, ReadonlySet<string>> = {
  en: new Set([
    'sharply',
    'sharp',
    'massive',
    'massively',
    'huge',
    'heavy',
    'heavily',
    'biggest',
    'major',
    'extreme',
    'extremely',
    'significant',
    'significantly',
    'very',
    'mega',
    'historic',
    'steep',
    'steeply',
    'deep',
    'deeply',
    'dramatic',
    'dramatically',
    'brutal',
    'severe',
    'severely',
    'record',
    'largest',
    'big',
    'strong',
    'strongly',
    'hard',
  ]),
  fr: new Set([
    'fortement',
    'fort',
    'forte',
    'massif',
    'massive',
    'massivement',
    'lourdement',
    'lourde',
    'brutalement',
    'brutale',
    'nettement',
    'tres',
    'considerablement',
    'spectaculaire',
    'violemment',
    'violente',
    'historique',
    'majeur',
    'majeure',
    'enorme',
    'severe',
    'vertigineuse',
    'vertigineux',
  ]),
};
export const DAMPENERS: Record<NewsLang, ReadonlySet<string>> = {
  en: new Set(['slightly', 'slight', 'modest', 'modestly', 'marginally', 'marginal', 'mildly', 'little', 'minor', 'somewhat']),
  fr: new Set(['legerement', 'leger', 'legere', 'modeste', 'modestement', 'peu', 'timide', 'timidement', 'mineur']),
};
export const INTENSIFIER_FACTOR = 1.5;
export const DAMPENER_FACTOR = 0.5;
/** Tokens either side of a scored word that an intensifier reaches ("plunges sharply", "chute fortement"). */
export const INTENSIFIER_REACH = 2;

/**
 * Words that introduce the cause or backdrop of the main event ("rebounds after a sell-off", "remonte après la vente
 * massive"): the scored words after them count half, the headline's own verb dominates.
 */
export const BACKDROP: Record<NewsLang, ReadonlySet<string>> = {
  en: new Set(['after', 'following', 'despite', 'amid']),
  fr: new Set(['apres', 'malgre', 'suite']),
};
export const BACKDROP_FACTOR = 0.5;
