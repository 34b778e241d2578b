import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@k3/shared';
import { ChatStreamError, streamChat, type ChatStreamDeps, type ChatStreamStart } from './chat-stream';

const encoder = new TextEncoder();

/** A streamed 200 whose body arrives one piece per read (strings, or raw bytes to split characters). */
function streamed(pieces: (string | Uint8Array)[], headers: Record<string, string> = {}, failAfter = false): Response {
  const queue = [...pieces];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = queue.shift();
      if (piece !== undefined) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      else if (failAfter) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

const errorBody = (status: number, error: string, message: string) =>
  new Response(JSON.stringify({ code: status, error, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function deps(...responses: (Response | Error)[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
  const onAuthRejected = vi.fn();
  const chatDeps: ChatStreamDeps = { fetch: fetchMock, baseUrl: '/api', getToken: () => 'token-1', onAuthRejected };
  return { fetchMock, onAuthRejected, chatDeps };
}

const history: ChatMessage[] = [
  { id: 'u1', sender: 'user', message: 'What is my portfolio worth?' },
  { id: 'a1', sender: 'agent', message: 'It is worth **$1,000**.' },
];

async function run(chatDeps: ChatStreamDeps, signal = new AbortController().signal) {
  const starts: ChatStreamStart[] = [];
  const texts: string[] = [];
  const answer = await streamChat(
    {
      body: { message: 'And this week?', lang: 'en', chat_id: 'c-1' },
      history,
      signal,
      onStart: (start) => starts.push(start),
      onText: (text) => texts.push(text),
    },
    chatDeps,
  );
  return { answer, starts, texts };
}

describe('streamChat (spec §7 POST /ai/chat)', () => {
  it('reads the header line split across chunks, then streams the answer', async () => {
    const { chatDeps, fetchMock } = deps(
      streamed(['7:1', '20:tr', 'ue', '|It is ', 'up **3%**.'], { 'x-chat-id': 'c-1', 'x-agent': 'offline' }),
    );
    const { answer, starts, texts } = await run(chatDeps);
    expect(starts).toEqual([{ head: { kredits: 7, xp: 120, sharable: true }, chatId: 'c-1', agent: 'offline' }]);
    expect(texts.join('')).toBe('It is up **3%**.');
    expect(answer).toBe('It is up **3%**.');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/ai/chat');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(JSON.parse(init?.body as string)).toEqual({ message: 'And this week?', lang: 'en', chat_id: 'c-1' });
  });

  it('keeps a character split between two chunks whole', async () => {
    const bytes = encoder.encode('0:0:false|Año €');
    const { chatDeps } = deps(streamed([bytes.slice(0, 12), bytes.slice(12, 15), bytes.slice(15)]));
    expect((await run(chatDeps)).answer).toBe('Año €');
  });

  it('on 406 unknown_conversation retries once with the same body plus the history', async () => {
    const { chatDeps, fetchMock } = deps(
      errorBody(406, 'unknown_conversation', 'Unknown conversation'),
      streamed(['6:120:true|Seeded again.'], { 'x-chat-id': 'c-2' }),
    );
    const { answer, starts } = await run(chatDeps);
    expect(answer).toBe('Seeded again.');
    expect(starts[0]?.chatId).toBe('c-2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const retried = JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string) as Record<string, unknown>;
    expect(retried).toEqual({ message: 'And this week?', lang: 'en', chat_id: 'c-1', history });
  });

  it('retries only once: a second 406 is a failure', async () => {
    const { chatDeps, fetchMock } = deps(
      errorBody(406, 'unknown_conversation', 'Unknown conversation'),
      errorBody(406, 'unknown_conversation', 'Still unknown'),
    );
    await expect(run(chatDeps)).rejects.toMatchObject({ kind: 'failed', status: 406, message: 'Still unknown' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['no_kredits', 'noKredits'],
    ['krl_required', 'krlRequired'],
  ])('maps 402 %s to %s', async (error, kind) => {
    const { chatDeps } = deps(errorBody(402, error, 'Payment required'));
    await expect(run(chatDeps)).rejects.toMatchObject({ kind, status: 402 });
  });

  it('maps 429 to rateLimited, 400 to failed with the server message, a network failure to network', async () => {
    await expect(run(deps(errorBody(429, 'rate_limited', 'Slow down')).chatDeps)).rejects.toMatchObject({
      kind: 'rateLimited',
    });
    await expect(run(deps(errorBody(400, 'validation_error', 'message must not be empty')).chatDeps)).rejects.toMatchObject({
      kind: 'failed',
      message: 'message must not be empty',
    });
    const offline = run(deps(new TypeError('Failed to fetch')).chatDeps);
    await expect(offline).rejects.toBeInstanceOf(ChatStreamError);
    await expect(offline).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('maps 429 ai_daily_limit to dailyLimit, not to a retry-later rateLimited', async () => {
    const { chatDeps } = deps(errorBody(429, 'ai_daily_limit', 'You have used today’s Agent K allowance'));
    await expect(run(chatDeps)).rejects.toMatchObject({ kind: 'dailyLimit', status: 429 });
  });

  it('a 403 ends the session (the app logs out) and fails as signedOut', async () => {
    const { chatDeps, onAuthRejected } = deps(errorBody(403, 'forbidden', 'Authentication error'));
    await expect(run(chatDeps)).rejects.toMatchObject({ kind: 'signedOut' });
    expect(onAuthRejected).toHaveBeenCalledOnce();
  });

  it('swallows an error after the stream started: the text so far is the answer (spec §8)', async () => {
    const { chatDeps } = deps(streamed(['5:10:true|Partial ', 'answer'], {}, true));
    const { answer, texts } = await run(chatDeps);
    expect(answer).toBe('Partial answer');
    expect(texts).toEqual(['Partial ', 'answer']);
  });

  it('answers nothing when the stream dies inside its header line', async () => {
    const { chatDeps } = deps(streamed(['5:1'], {}, true));
    const { answer, starts } = await run(chatDeps);
    expect(answer).toBe('');
    expect(starts).toEqual([]);
  });

  it('rejects with the abort when the user stops the answer', async () => {
    const controller = new AbortController();
    // Like a browser's fetch, aborting the request errors its body.
    const fetchMock = vi.fn<typeof fetch>((_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(encoder.encode('4:0:true|Half'));
          init?.signal?.addEventListener('abort', () => stream.error(new DOMException('Aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    const texts: string[] = [];
    const running = streamChat(
      {
        body: { message: 'Hi', lang: 'en' },
        history: [],
        signal: controller.signal,
        onStart: () => undefined,
        onText: (text) => {
          texts.push(text);
          controller.abort();
        },
      },
      { fetch: fetchMock, baseUrl: '/api', getToken: () => null, onAuthRejected: () => undefined },
    );
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(texts).toEqual(['Half']);
  });
});
