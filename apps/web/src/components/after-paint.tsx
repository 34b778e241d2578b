// Calls `onPainted` once its render is on screen (an effect runs after the commit): what a page gates on it loads after
// the route's first paint, off its critical path (docs/architecture.md "Performance budgets").
import { useEffect } from 'react';

export function AfterPaint({ onPainted }: { onPainted: () => void }) {
  useEffect(onPainted, [onPainted]);
  return null;
}
