// The published quest catalogue, read once per QUEST_CATALOGUE_MS rather than on every quest list, /api/me and share
// (issue 27 §2): the published, not archived quests, highest priority first; each read keeps those inside their window
// at its own time. Kept in the shared cache (this process's memory, or Redis with REDIS_URL), and dropped for every
// process when an admin creates, edits, publishes or archives a quest, so a change shows on the next read. Starting and
// claiming a quest read the quest itself from the database (findLiveQuest), never from here.
import type { Database } from '../../db/client';
import { listPublishedQuests, type QuestRow } from '../../repositories/quests';
import { type CacheKey, type Codec, MemorySharedCache, NearCache, type SharedCache } from '../shared-cache';

/** How long a catalogue read is reused when no admin change drops it first. */
export const QUEST_CATALOGUE_MS = 30_000;

const KEY: CacheKey = { group: 'quests', name: 'published' };
const DATES = ['startsAt', 'endsAt', 'archivedAt', 'createdAt', 'updatedAt'] as const;

/** JSON through Redis, its times read back as dates. */
const codec: Codec<QuestRow[]> = {
  encode: (rows) => JSON.stringify(rows),
  decode: (stored) =>
    (JSON.parse(stored.toString('utf8')) as Record<string, unknown>[]).map((row) => {
      for (const field of DATES) if (typeof row[field] === 'string') row[field] = new Date(row[field]);
      return row as unknown as QuestRow;
    }),
};

const liveAt = (quest: QuestRow, now: Date) =>
  (quest.startsAt === null || quest.startsAt <= now) && (quest.endsAt === null || quest.endsAt >= now);

export interface QuestCatalogue {
  /** The live quests at `now`, highest priority first (id breaks ties), as the database would answer them. */
  live(now: Date): Promise<QuestRow[]>;
  /** Drops the catalogue for every process (after an admin change). Never rejects. */
  changed(): Promise<void>;
}

export function createQuestCatalogue(db: Database, shared?: SharedCache | null, ttlMs = QUEST_CATALOGUE_MS): QuestCatalogue {
  const store = shared ?? new MemorySharedCache(1, ttlMs);
  const cache = new NearCache<QuestRow[], QuestRow[]>(store, {
    codec,
    ttlMs,
    maxKeys: 1,
    toLocal: (rows) => rows,
  });
  return {
    async live(now) {
      const rows = await cache.read(KEY, now.getTime(), () => listPublishedQuests(db));
      return rows.filter((quest) => liveAt(quest, now));
    },
    async changed() {
      cache.forget(KEY);
      await store.invalidate(KEY.group);
    },
  };
}
