// The sources line of an answer (issue 28 §2), as a client reads it off the streamed text.
import { describe, expect, it } from 'vitest';
import { splitChatSources } from './agent';

describe('splitChatSources', () => {
  it('reads the last paragraph as the sources, stale ones flagged, and keeps the rest as the body', () => {
    expect(
      splitChatSources(
        'Worth **$1.00**.\n\n📎 Fuentes: cartera, 20 nov 2026, 10:00 UTC · mercado, 10 nov 2026 ⚠ desactualizado\n',
      ),
    ).toEqual({
      body: 'Worth **$1.00**.',
      label: 'Fuentes',
      sources: [
        { text: 'cartera, 20 nov 2026, 10:00 UTC', stale: false },
        { text: 'mercado, 10 nov 2026', stale: true },
      ],
    });
  });

  it('leaves an answer without such a last paragraph whole', () => {
    for (const text of ['Hi!', '📎 Sources: market, Nov 20, 2026\n\nThen more text', 'Worth $1.\n\n📎 no colon here']) {
      expect(splitChatSources(text)).toEqual({ body: text, label: '', sources: null });
    }
  });
});
