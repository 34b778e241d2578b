// The audit charts' colours and font, read from the app's CSS variables (styles/base.css) so the canvas matches the
// page. The chart library parses hex and rgba(): translucent fills are made from the hex values here.

export interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  border: string;
  line: string;
  fillTop: string;
  fillBottom: string;
  up: string;
  down: string;
  crosshair: string;
  font: string;
}

/** `#rrggbb` or `#rgb` with an alpha, as rgba(); any other colour is returned as is. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The theme from a variable reader (`--accent` → its value; '' when unset, then the fallback). */
export function themeFrom(read: (name: string) => string): ChartTheme {
  const value = (name: string, fallback: string) => read(name).trim() || fallback;
  const accent = value('--accent', '#7c8cff');
  const success = value('--success', '#2fd39c');
  const danger = value('--danger', '#ff6b7a');
  const muted = value('--text-muted', '#95a3bf');
  return {
    text: value('--text', '#e7ecf6'),
    muted,
    grid: withAlpha(value('--border', '#24324f'), 0.6),
    border: value('--border-strong', '#33456b'),
    line: accent,
    fillTop: withAlpha(accent, 0.35),
    fillBottom: withAlpha(accent, 0.02),
    up: withAlpha(success, 0.45),
    down: withAlpha(danger, 0.45),
    crosshair: muted,
    font: value('--font', 'system-ui, sans-serif'),
  };
}

/** The theme of the page the element is in. */
export function chartTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  return themeFrom((name) => style.getPropertyValue(name));
}
