// POST /api/ai/chat (spec §7 "streamed text; starts with 'kredits:xp:sharable|' then the answer; on 406 retries with
// the last history"; docs/agent.md): a chunked text/plain answer read as it arrives. The header line is read across
// chunk boundaries (parseChatHeader), then every piece of text goes to `onText`. The response headers name the
// conversation (`x-chat-id`, sent back as `chat_id`) and who answers (`x-agent`). A 406 `unknown_conversation` is
// retried once with the same body plus `history`, which seeds a new conversation. Failures before the stream starts
// become a ChatStreamError the panel turns into a message; a failure once the stream has started is swallowed (spec
// §8 "Chat stream errors are swallowed silently"): the text so far is the answer.
import {
  AI_CHAT_ERRORS,
  ErrorBodySchema,
  parseChatHeader,
  type AiChatBody,
  type AiVisitorChatBody,
  type ChatMessage,
  type ChatStreamHeader,
} from '@k3/shared';
import { env } from '../../../config/env';
import { clearAuth, getAuth } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';

export type ChatFailureKind = 'network' | 'noKredits' | 'krlRequired' | 'dailyLimit' | 'rateLimited' | 'signedOut' | 'failed';

export class ChatStreamError extends Error {
  constructor(
    readonly kind: ChatFailureKind,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

export interface ChatStreamStart {
  /** The `kredits:xp:sharable` line; null when the stream did not start with one. */
  head: ChatStreamHeader | null;
  chatId: string | null;
  agent: 'offline' | 'llm' | null;
}

export interface StreamChatRequest {
  body: Omit<AiChatBody, 'history'>;
  /** The local conversation before this prompt (the newest AI_HISTORY_MAX): sent only on the 406 retry. */
  history: ChatMessage[];
  signal: AbortSignal;
  /** The header line has been read. */
  onStart: (start: ChatStreamStart) => void;
  onText: (text: string) => void;
}

export interface ChatStreamDeps {
  fetch: typeof fetch;
  baseUrl: string;
  getToken: () => string | null;
  /** A 403 on a signed-in call: the session is over (spec §4, §8 "Authentication error"). */
  onAuthRejected: () => void;
}

const defaultDeps: ChatStreamDeps = {
  fetch: (input, init) => window.fetch(input, init),
  baseUrl: env.apiUrl,
  getToken: () => getAuth()?.token ?? null,
  onAuthRejected: () => {
    // Told once, like the API client's: another call may have been refused first.
    if (!getAuth()) return;
    clearAuth();
    notify.error(i18n.t('common.errors.authentication'));
  },
};

/** Longer than any header line: past it without a `|`, the text is taken as an answer without header. */
const HEADER_MAX = 64;

async function readError(response: Response): Promise<{ error: string; message: string }> {
  try {
    const parsed = ErrorBodySchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return { error: 'http_error', message: response.statusText || `HTTP ${response.status}` };
}

function failureKind(status: number, error: string): ChatFailureKind {
  if (status === 402 && error === AI_CHAT_ERRORS.noKredits) return 'noKredits';
  if (status === 402 && error === AI_CHAT_ERRORS.krlRequired) return 'krlRequired';
  if (status === 429 && error === AI_CHAT_ERRORS.dailyLimit) return 'dailyLimit';
  if (status === 429) return 'rateLimited';
  if (status === 403) return 'signedOut';
  return 'failed';
}

/** Sends the prompt and reads the answer; resolves with the whole answer text once the stream ends. */
export async function streamChat(request: StreamChatRequest, deps: ChatStreamDeps = defaultDeps): Promise<string> {
  const { body, history, signal, onStart, onText } = request;
  const token = deps.getToken();
  const post = async (payload: AiChatBody): Promise<Response> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/plain' };
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      return await deps.fetch(`${deps.baseUrl}/ai/chat`, { method: 'POST', headers, body: JSON.stringify(payload), signal });
    } catch (cause) {
      if (signal.aborted) throw cause;
      throw new ChatStreamError('network', 0, cause instanceof Error ? cause.message : 'Network error');
    }
  };

  let response = await post(body);
  if (response.status === 406) {
    const { error, message } = await readError(response);
    if (error !== AI_CHAT_ERRORS.unknownConversation) throw new ChatStreamError('failed', 406, message);
    response = await post({ ...body, history });
  }
  if (!response.ok || !response.body) {
    const { error, message } = await readError(response);
    if (response.status === 403 && token) deps.onAuthRejected();
    throw new ChatStreamError(failureKind(response.status, error), response.status, message);
  }

  const start = { chatId: response.headers.get('x-chat-id'), agent: readAgent(response.headers.get('x-agent')) };
  return readAnswer(response.body, signal, (head) => onStart({ ...start, head }), onText);
}

export interface StreamVisitorChatRequest {
  body: AiVisitorChatBody;
  signal: AbortSignal;
  /** The answer has started: `needsSignIn` when the question was about the visitor's own data. */
  onStart: (start: { needsSignIn: boolean }) => void;
  onText: (text: string) => void;
}

/**
 * A visitor's question about K3 (POST /api/ai/visitor-chat, issue 26 §4): no bearer, no header line, nothing spent. The
 * answer is read like a signed-in one; `x-sign-in: required` says it invites the visitor to log in.
 */
export async function streamVisitorChat(
  request: StreamVisitorChatRequest,
  deps: Pick<ChatStreamDeps, 'fetch' | 'baseUrl'> = defaultDeps,
): Promise<string> {
  const { body, signal, onStart, onText } = request;
  let response: Response;
  try {
    response = await deps.fetch(`${deps.baseUrl}/ai/visitor-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/plain' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ChatStreamError('network', 0, cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok || !response.body) {
    const { error, message } = await readError(response);
    throw new ChatStreamError(failureKind(response.status, error), response.status, message);
  }
  const needsSignIn = response.headers.get('x-sign-in') === 'required';
  return readAnswer(response.body, signal, () => onStart({ needsSignIn }), onText, { hasHeader: false });
}

function readAgent(value: string | null): ChatStreamStart['agent'] {
  return value === 'offline' || value === 'llm' ? value : null;
}

/** Reads the header line, then the answer; a read failure ends the answer (unless the user stopped it). */
async function readAnswer(
  stream: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onHead: (head: ChatStreamHeader | null) => void,
  onText: (text: string) => void,
  { hasHeader = true } = {},
): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  // A visitor's answer has no header line: it is answer text from the first byte.
  let pending: string | null = hasHeader ? '' : null;
  if (!hasHeader) onHead(null);
  let answer = '';
  const take = (text: string) => {
    if (pending !== null) {
      pending += text;
      const parsed = parseChatHeader(pending);
      if (parsed) {
        text = parsed.rest;
      } else if (!pending.includes('|') && pending.length <= HEADER_MAX) {
        return;
      } else {
        text = pending;
      }
      pending = null;
      onHead(parsed?.head ?? null);
    }
    if (text === '') return;
    answer += text;
    onText(text);
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      take(decoder.decode(value, { stream: true }));
    }
    take(decoder.decode());
  } catch (error) {
    if (signal.aborted) throw error;
    // spec §8: swallowed; the text so far stays as the answer.
  }
  // A stream that ended inside its header line brought no answer: `answer` is empty.
  return answer;
}
