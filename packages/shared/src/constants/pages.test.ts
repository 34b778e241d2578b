import { describe, expect, it } from 'vitest';
import { linkablePage, LINKABLE_PAGE_PATHS } from './pages';

describe('linkablePage', () => {
  it('accepts the app’s pages as paths or ids', () => {
    expect(linkablePage('/account')).toBe('/account');
    expect(linkablePage('account')).toBe('/account');
    expect(linkablePage('rewards/quests')).toBe('/rewards/quests');
    expect(linkablePage('/')).toBe('/');
    for (const path of LINKABLE_PAGE_PATHS) expect(linkablePage(path)).toBe(path);
  });

  it('refuses anything else: free text, parameters, queries, other hosts', () => {
    for (const page of [
      'ACCOUNT LOCKED: call +1 555 0100 or visit evil.example',
      '/x-ray/bitcoin',
      '/account?next=https://evil.example',
      '/account#x',
      '//evil.example/account',
      '/Account',
      '/account/',
      'https://evil.example',
      '',
    ])
      expect(linkablePage(page), page).toBeNull();
  });
});
