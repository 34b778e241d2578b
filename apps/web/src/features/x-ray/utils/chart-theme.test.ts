// The charts take the app's colours: hex variables as they are, translucent fills as rgba() the library can parse.
import { describe, expect, it } from 'vitest';
import { themeFrom, withAlpha } from './chart-theme';

describe('chart theme', () => {
  it('reads the app’s variables and derives the fills from them', () => {
    const vars: Record<string, string> = { '--accent': ' #7c8cff', '--text-muted': '#95a3bf', '--success': '#2fd39c' };
    const theme = themeFrom((name) => vars[name] ?? '');
    expect(theme.line).toBe('#7c8cff');
    expect(theme.muted).toBe('#95a3bf');
    expect(theme.fillTop).toBe('rgba(124, 140, 255, 0.35)');
    expect(theme.up).toBe('rgba(47, 211, 156, 0.45)');
    // An unset variable falls back to the app's value.
    expect(theme.down).toBe('rgba(255, 107, 122, 0.45)');
  });

  it('adds an alpha to #rgb and #rrggbb, and leaves any other colour as is', () => {
    expect(withAlpha('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(withAlpha('rgb(1 2 3)', 0.5)).toBe('rgb(1 2 3)');
  });
});
