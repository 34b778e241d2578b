// Loading after the first paint (docs/architecture.md "Performance budgets": a route's critical path is the scripts
// requested before its <main> appears). `AfterPaint` calls `onPainted` once its render is on screen (an effect runs
// after the commit); `AfterFirstPaint` shows `fallback` in the first paint and its children from the next render, so a
// lazy chunk inside them is requested after the page is on screen, not while it renders.
import { useCallback, useEffect, useState, type ReactNode } from 'react';

export function AfterPaint({ onPainted }: { onPainted: () => void }) {
  useEffect(onPainted, [onPainted]);
  return null;
}

export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [isPainted, setPainted] = useState(false);
  const markPainted = useCallback(() => setPainted(true), []);
  if (isPainted) return children;
  return (
    <>
      {fallback}
      <AfterPaint onPainted={markPainted} />
    </>
  );
}
