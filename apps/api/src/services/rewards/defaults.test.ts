// The default quests' images (docs/rewards.md "Default quests"): each is one of our own SVGs, served from our origin
// (the CSP allows no other image host), and the file is there.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../paths';
import { DEFAULT_QUESTS } from './defaults';

describe('default quests', () => {
  it('each has an image from apps/web/public, on our origin', () => {
    for (const quest of DEFAULT_QUESTS) {
      expect(quest.image, quest.id).toMatch(/^\/quests\/[a-z-]+\.svg$/);
      expect(existsSync(join(REPO_ROOT, 'apps/web/public', quest.image ?? '')), quest.image ?? '').toBe(true);
    }
  });
});
