// The audit charts from the keyboard (as the dashboard's wallet chart, ADR 0006): with the chart focused, the arrow
// keys move the crosshair a day, Home and End go to the first and last day.

/** The day the key picks from `current` (none yet: the arrows start from an end); undefined for another key. */
export function keyedIndex(key: string, current: number | null, count: number): number | undefined {
  const last = count - 1;
  if (last < 0) return undefined;
  const moves: Record<string, number> = {
    ArrowRight: Math.min(last, (current ?? -1) + 1),
    ArrowLeft: Math.max(0, (current ?? last + 1) - 1),
    Home: 0,
    End: last,
  };
  return moves[key];
}
