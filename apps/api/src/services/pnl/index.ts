// Public surface of the cost-basis and PnL engine (issue 29 §2). Pure functions over normalised transactions; no
// database, routes or UI yet. docs/pnl.md.
export { computeLedger } from './engine';
export { explain, type ExplainedDisposal, type Explanation } from './explain';
export { GAINS_CSV_HEADER, realisedGainRows, realisedGainsCsv, type GainRow } from './export-csv';
export { InvalidPnlInput } from './decimal';
export { RETURN_PERIODS, computeReturns, netInvested, type PeriodReturn, type PriceAt, type ReturnPeriod } from './returns';
export { periodRange, summarise, type NamedPeriod, type PnlSummary, type PriceMap, type TimeRange } from './summary';
export type * from './types';
export { COST_BASIS_METHODS } from './types';
