// The cases taken from Rotki's accounting tests, replayed by rotki-cases.test.ts: Rotki's scenarios (trades, dates,
// amounts, prices, fees) and expected figures, each with its source file, test function, commit and licence
// (Rotki is AGPL-3.0; no Rotki code is copied). Issue 29 "PnL as exact as Rotki's"; docs/pnl.md "Checked against Rotki".
import { HISTORY_CASES } from './rotki-cases-histories';
import { LOT_CASES } from './rotki-cases-lots';

export { ROTKI, type RotkiCase } from './rotki-case-kit';

export const ROTKI_CASES = [...LOT_CASES, ...HISTORY_CASES];
