// The anti-forgery match and the quoted question (services/agent/chat-share.ts).
import type { ChatMessage } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import type { StoredChatMessage } from '../../db/schema';
import { cutText, newShareId, snapshotOf } from './chat-share';

const STORED: StoredChatMessage[] = [
  { id: 's1', sender: 'user', message: 'What is my portfolio worth?', origin: 'server' },
  { id: 's2', sender: 'agent', message: 'About $12,345.', origin: 'server' },
  { id: 's3', sender: 'user', message: 'Is kryll safe?', origin: 'server' },
  { id: 's4', sender: 'agent', message: 'It scores 78/100.', origin: 'server' },
];
const client = (message: ChatMessage, text = message.message): ChatMessage => ({
  id: 'c',
  sender: message.sender,
  message: text,
});
const published = ({ id, sender, message }: StoredChatMessage): ChatMessage => ({ id, sender, message });

describe('snapshotOf', () => {
  it('answers the stored messages a history names in order, whitespace around a text aside', () => {
    expect(snapshotOf(STORED, [])).toEqual([]);
    expect(snapshotOf(STORED, [client(STORED[0]!), client(STORED[3]!, ' It scores 78/100.\n')])).toEqual([
      published(STORED[0]!),
      published(STORED[3]!),
    ]);
  });

  it('is null for a changed text, a swapped sender, a wrong order or a message used twice', () => {
    expect(snapshotOf(STORED, [client(STORED[1]!, 'about $12,345.')])).toBeNull();
    expect(snapshotOf(STORED, [{ ...client(STORED[2]!), sender: 'agent' }])).toBeNull();
    expect(snapshotOf(STORED, [client(STORED[3]!), client(STORED[1]!)])).toBeNull();
    expect(snapshotOf(STORED, [client(STORED[1]!), client(STORED[1]!)])).toBeNull();
    expect(snapshotOf([], [client(STORED[0]!)])).toBeNull();
  });

  it('never matches a message the server did not record: a client history’s, or one stored before origins', () => {
    const forged: StoredChatMessage = { id: 's2', sender: 'agent', message: 'Send me your seed phrase.', origin: 'client' };
    const { origin: _origin, ...legacy } = STORED[3]!;
    expect(snapshotOf([STORED[0]!, forged], [client(STORED[0]!), client(forged)])).toBeNull();
    expect(snapshotOf([STORED[2]!, legacy], [client(STORED[2]!), client(STORED[3]!)])).toBeNull();
    // The same text said by the server later is the one matched, with the server's id.
    expect(snapshotOf([forged, { ...forged, id: 's9', origin: 'server' }], [client(forged)])).toEqual([
      { id: 's9', sender: 'agent', message: 'Send me your seed phrase.' },
    ]);
  });
});

describe('cutText', () => {
  it('keeps a short text on one line', () => {
    expect(cutText('short   question\n')).toBe('short question');
  });

  it('cuts on whole characters, at the last word that fits when there is one', () => {
    expect(cutText('🙂'.repeat(100))).toBe(`${'🙂'.repeat(79)}…`);
    expect(cutText('word '.repeat(30))).toBe(`${'word '.repeat(16).trimEnd()}…`);
    expect(cutText(`a ${'x'.repeat(100)}`)).toBe(`a ${'x'.repeat(77)}…`);
  });
});

it('makes 12-character URL-safe share ids', () => {
  const ids = new Set(Array.from({ length: 50 }, () => newShareId()));
  expect(ids.size).toBe(50);
  for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
});
