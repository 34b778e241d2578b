// One reading of the kredit balance for every view (issue 26 §1): the plan's allowance is the maximum, and kredits
// above it (a quest's reward after a full refill) are a bonus, shown as such — "600/600 + 1 bonus", never "601/600".
export interface KreditsShown {
  /** The part within the allowance. */
  kredits: number;
  max: number;
  /** Kredits above the allowance; 0 when none. */
  bonus: number;
}

export function kreditsShown(balance: number, max: number): KreditsShown {
  return balance > max ? { kredits: max, max, bonus: balance - max } : { kredits: balance, max, bonus: 0 };
}
