// Tool calls as a backend streams them (docs/agent-llm.md "Tool calls"). The `openai` client parses the stream into
// chunks; their `delta.tool_calls` are fragments this accumulator joins into whole calls. OpenAI sends each call's id
// and name once, then its arguments in fragments, all keyed by `index`; Ollama sends every call whole in one chunk, its
// arguments sometimes as an object; some servers omit `index` or reuse it for parallel calls that have distinct ids, or
// send no id. The SDK's own accumulating helper (`chat.completions.stream()`) expects OpenAI's shape: it joins by
// `index` alone, makes "[object Object]" of object arguments and throws on a missing `type`, `role` or `finish_reason`,
// so the join stays here. Deltas are matched by id first, then by index (unless the index holds a call with another
// id), else they continue the last call (unless they name another tool).

/**
 * One tool-call delta (`choices[].delta.tool_calls[]`) or one whole call (`choices[].message.tool_calls[]`): the SDK's
 * `ChatCompletionChunk.Choice.Delta.ToolCall`, loosened to what other servers send.
 */
export interface ToolCallDelta {
  index?: number;
  id?: string | null;
  type?: string;
  function?: { name?: string | null; arguments?: unknown } | null;
}

export interface ToolCall {
  id: string;
  name: string;
  /** The arguments as the model wrote them: JSON text (also when the backend sent an object). */
  arguments: string;
}

interface Entry {
  index: number | undefined;
  id: string | undefined;
  name: string;
  text: string;
  /** Arguments a backend sent as an object rather than JSON text. */
  object: unknown;
}

export class ToolCallAccumulator {
  private readonly entries: Entry[] = [];
  private readonly byId = new Map<string, Entry>();
  private readonly byIndex = new Map<number, Entry>();

  get size(): number {
    return this.entries.length;
  }

  add(delta: ToolCallDelta): void {
    if (delta === null || typeof delta !== 'object') return;
    const id = typeof delta.id === 'string' && delta.id !== '' ? delta.id : undefined;
    const index = typeof delta.index === 'number' ? delta.index : undefined;
    const fn = delta.function && typeof delta.function === 'object' ? delta.function : undefined;
    const name = typeof fn?.name === 'string' && fn.name !== '' ? fn.name : undefined;
    const entry = this.entryFor(id, index, name);
    if (id && !entry.id) {
      entry.id = id;
      this.byId.set(id, entry);
    }
    if (!fn) return;
    if (name !== undefined && name !== entry.name) {
      // A name is sent once; a server that repeats it in every delta must not double it.
      entry.name = entry.name === '' || name.startsWith(entry.name) ? name : entry.name + name;
    }
    const args = fn.arguments;
    if (typeof args === 'string') entry.text += args;
    else if (args !== null && args !== undefined) entry.object = args;
  }

  /** The calls in the order they were first seen; ids the backend left out are made up (`call_<round>_<n>`). */
  calls(round: number): ToolCall[] {
    return this.entries.map((entry, n) => ({
      id: entry.id ?? `call_${round}_${n}`,
      name: entry.name,
      arguments: entry.object !== undefined && entry.text.trim() === '' ? JSON.stringify(entry.object) : entry.text,
    }));
  }

  private entryFor(id: string | undefined, index: number | undefined, name: string | undefined): Entry {
    const known = id ? this.byId.get(id) : undefined;
    if (known) return known;
    if (index !== undefined) {
      const atIndex = this.byIndex.get(index);
      if (atIndex && !(id && atIndex.id && atIndex.id !== id)) return atIndex;
    } else if (!id) {
      // Neither id nor index: the last call goes on, unless this delta names a new call.
      const last = this.entries[this.entries.length - 1];
      if (last && !(name !== undefined && last.name !== '' && last.name !== name)) return last;
    }
    const entry: Entry = { index, id: undefined, name: '', text: '', object: undefined };
    this.entries.push(entry);
    if (index !== undefined) this.byIndex.set(index, entry);
    return entry;
  }
}

/** Parses a call's arguments: an object, or the reason they are not one. Empty text counts as `{}`. */
export function parseToolArguments(text: string): { ok: true; args: unknown } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, args: {} };
  try {
    const args: unknown = JSON.parse(text);
    if (args === null || typeof args !== 'object' || Array.isArray(args))
      return { ok: false, error: 'arguments must be a JSON object' };
    return { ok: true, args };
  } catch (error) {
    return { ok: false, error: `arguments are not valid JSON: ${error instanceof Error ? error.message : 'parse error'}` };
  }
}
