// The chart library (TradingView's lightweight-charts; docs/adr/0012-xray-charts.md), loaded on demand: its chunk is
// fetched when an audit's charts first mount, never with a page's first load. One load shared by both charts; a failed
// load can be tried again.
import { useCallback, useEffect, useState } from 'react';
import type * as LightweightCharts from 'lightweight-charts';

export type ChartLibrary = typeof LightweightCharts;

let loading: Promise<ChartLibrary> | undefined;

export function loadChartLibrary(): Promise<ChartLibrary> {
  loading ??= import('lightweight-charts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The library once loaded; `failed` when its chunk could not be fetched, `retry` to ask again. */
export function useChartLibrary(): { library: ChartLibrary | null; failed: boolean; retry: () => void } {
  const [library, setLibrary] = useState<ChartLibrary | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    loadChartLibrary().then(
      (loaded) => isCurrent && setLibrary(() => loaded),
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { library, failed, retry };
}
