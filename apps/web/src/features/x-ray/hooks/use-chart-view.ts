// One chart drawn on the library's canvas, for the price chart and the score history alike: draws once the library's
// chunk is there (again when the data or the language change), removes the chart on unmount, keeps the day the
// pointer or the keys pick, and says when a browser could not draw (the text alternative and the table still hold
// every value).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ChartView } from '../components/price-chart-view';
import type { ChartLibrary } from '../utils/chart-library';
import { keyedIndex } from '../utils/chart-keys';

/** Draws `data` into `host` and reports the picked day (null: none) through `onPick`: a module-level function. */
export type DrawChart<T> = (
  library: ChartLibrary,
  host: HTMLDivElement,
  data: readonly T[],
  locale: string,
  onPick: (index: number | null) => void,
) => ChartView;

export function useChartView<T>(library: ChartLibrary | null, data: readonly T[], locale: string, draw: DrawChart<T>) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<ChartView | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const [drawFailed, setDrawFailed] = useState(false);

  useEffect(() => {
    if (!library || !host.current) return;
    let drawn: ChartView;
    try {
      drawn = draw(library, host.current, data, locale, setActive);
    } catch {
      // Once, on a failure the effect cannot avoid, so the render it causes is no cascade.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDrawFailed(true);
      return;
    }
    view.current = drawn;
    return () => {
      drawn.remove();
      view.current = null;
      setActive(null);
    };
  }, [library, data, locale, draw]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyedIndex(event.key, active, data.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    view.current?.select(next);
  };
  const onBlur = () => {
    setActive(null);
    view.current?.select(null);
  };

  return { host, active, drawFailed, onKeyDown, onBlur };
}
