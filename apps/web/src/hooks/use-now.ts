// The clock for relative times ("Ends in …" on a poll, "5 minutes ago" on a notification): the time now, refreshed
// every `everyMs` while the component is on screen.
import { useEffect, useState } from 'react';

export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
