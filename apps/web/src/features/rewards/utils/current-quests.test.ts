import { CURRENT_QUESTS_MAX } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { quest } from '../testing/fixtures';
import { currentQuests, openFirst } from './current-quests';

const ids = (quests: { id: string }[]) => quests.map((item) => item.id);

describe('current quests (spec §4 "started first, then pending, at most 3")', () => {
  const list = [
    quest({ id: 'p1' }),
    quest({ id: 'c1', status: 'completed' }),
    quest({ id: 's1', status: 'started' }),
    quest({ id: 'p2' }),
    quest({ id: 's2', status: 'started' }),
  ];

  it('puts started quests first, then pending ones, in the API’s order, at most 3', () => {
    expect(CURRENT_QUESTS_MAX).toBe(3);
    expect(ids(currentQuests(list))).toEqual(['s1', 's2', 'p1']);
  });

  it('never shows completed quests', () => {
    expect(ids(currentQuests([quest({ id: 'c1', status: 'completed' }), quest({ id: 'p1' })]))).toEqual(['p1']);
    expect(currentQuests([quest({ id: 'c1', status: 'completed' })])).toEqual([]);
  });

  it('orders the Quests tab with completed quests last, the rest as the API sent them', () => {
    expect(ids(openFirst(list))).toEqual(['p1', 's1', 'p2', 's2', 'c1']);
  });
});
