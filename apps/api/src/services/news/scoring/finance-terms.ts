// Word lists of the financial-direction layer (finance.ts; docs/news-scoring.md "Financial direction"): the subjects a
// change applies to, with the way they point (more profit is good, more loss is bad), and the words that say which way
// they moved. English only, on normalised tokens (lower case, no accents). Families of words, never one headline.

export interface FinanceHit {
  first: number;
  last: number;
  score: number;
  /** Token indices this hit accounts for: no other layer scores them. */
  covers: number[];
}

const wordSet = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** +1: more of it is good news (sales, profit, price, inflows); -1: more of it is bad news (loss, costs, debt). */
export type SubjectSign = 1 | -1;

/** Subject words, matched as whole tokens. A multi-word subject is found by its head ("order book" by "order"). */
export const SUBJECTS: readonly { pattern: string; sign: SubjectSign }[] = [
  {
    pattern:
      'sales|revenues?|turnover|profits?|earnings|eps|income|ebit|ebita|ebitda|margins?|results?|orders?|intake|backlog|bookings|demand|traffic|passengers|volumes?|deliveries|shipments|output|production|capacity|share|shares|stocks?|prices?|valuation|value|dividends?|cash|cashflow|profitability|subscribers|subscriptions|customers|users|visitors|outlook|guidance|forecasts?|targets?|estimates?|ratings?|assets|aum|equity|market|cap|capitalization|inflows?|hashrate|tvl|deposits|employment|jobs|workforce|staff|headcount|exports|gdp|growth|momentum|confidence|sentiment|productivity|efficiency|savings|yield|payout|buybacks?|stake|holdings|reserves',
    sign: 1,
  },
  {
    pattern:
      'loss|losses|deficit|costs?|expenses|expenditures?|spending|debt|debts|liabilities|borrowings?|outflows?|redemptions|fees|unemployment|layoffs|impairments?|write-?downs?|provisions|inflation|taxes|churn|defaults|delinquencies|arrears|claims|bankruptcies|complaints|errors|delays|shortages?|backlogs|inventories|risks?|pressure|headwinds|volatility',
    sign: -1,
  },
];

export interface DirectionWord {
  dir: 1 | -1;
  /** AFINN-scale strength of the move (2 for a plain change, 3 for a steep one). */
  strength: number;
  /** Where its subject usually sits: 'after' ("higher costs", "increase in sales", "cut costs"), else before. */
  subjectAfter: boolean;
}

const words = (list: string, dir: 1 | -1, strength: number, subjectAfter: boolean): [string, DirectionWord][] =>
  list.split(' ').map((word) => [word, { dir, strength, subjectAfter }]);

/** Direction words. "narrowed" is down ("loss narrowed" is good news), "widened" up ("loss widened" is bad news). */
export const DIRECTIONS: ReadonlyMap<string, DirectionWord> = new Map([
  ...words(
    'up rose rise rises rising risen increased increases increasing grew grows growing grown gained gains jumped jumps climbed climbs improved improves improving widened widens widening expanded expands advanced advances strengthened accelerated rebounded recovered swelled topped exceeded beat beats jump climb gain rallied',
    1,
    2,
    false,
  ),
  ...words('doubled tripled surged surges surge soared soars soar skyrocketed spiked ballooned', 1, 3, false),
  ...words(
    'higher increase growth rise improvement expansion raised raises raise lifted lifts lift boosted boosts boost ups',
    1,
    2,
    true,
  ),
  ...words(
    'down fell fall falls falling fallen decreased decreases decreasing declined declines declining dropped drops dropping slid slides slipped slips dipped dips shrank shrunk shrinks shrinking contracted narrowed narrows narrowing eased eases weakened weakens slowed slows diminished dwindled retreated shed trimmed sank slide slip dip sink sag sags sagged',
    -1,
    2,
    false,
  ),
  ...words(
    'halved plunged plunges plunge tumbled tumbles tumble slumped slumps slump plummeted plummets collapsed crashed tanked',
    -1,
    3,
    false,
  ),
  ...words(
    'lower decrease decline drop reduction cut cuts reduced reduces reduce lowered lowers lowering trims trim slashed slashes',
    -1,
    2,
    true,
  ),
]);

/**
 * How far a direction word looks for its subject, in tokens. A verb looks back across a clause ("net sales of the
 * group's continuing operations increased"); a word whose subject follows it ("cut costs") looks back only at a
 * compound ("dividend cut", "job cuts").
 */
export const REACH_BEFORE = 10;
export const REACH_BEFORE_COMPOUND = 2;
export const REACH_AFTER = 4;

/** A subject behind these is a qualifier of another one: "profit before taxes" (the subject is profit). */
export const QUALIFIED_BY = wordSet('before after excluding ex');
/** A direction word never reaches back across these, nor forward across the second list ("from", "to" and "than"
 * introduce the old value or the comparison, not the subject). */
export const STOP_BEFORE = wordSet('while whereas but although however');
export const STOP_AFTER = wordSet('from to than compared versus vs while whereas but although');
/** "set up", "step down": the word before makes "up"/"down" no movement. */
export const NOT_A_MOVE: Record<string, ReadonlySet<string>> = {
  up: wordSet(
    'set sets sign signs signed team teams teamed made make makes end ends ended wrap wraps wrapped shake shakes shook back backs backed open opens opened look looks catch line lined lines sum sums start starts',
  ),
  down: wordSet(
    'step steps stepped stepping shut shuts crack cracks wind winds turn turns turned play plays played break breaks broke back backs backed sit sat hand handed write writes wrote written lay laid narrow narrowed strike struck',
  ),
};
/** "up to EUR 5m" is a ceiling, unless a verb of movement comes first ("has gone up to EUR 1.9bn"). */
export const MOVED = wordSet('went gone goes go moved moves climbed crept edged jumped shot revised ramped');
/** A passive ("140 jobs will be reduced", "the outlook was raised") reaches back like a verb. */
export const PASSIVE = wordSet('be been being was were is are');
/** Words between a move and its size: "fell by about 5%", "up nearly 8%". */
export const BEFORE_NUMBER = wordSet('by of about some nearly almost around roughly over more than just a further another');
