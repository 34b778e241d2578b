// A minimal Server-Sent Events parser (the WHATWG event-stream format) for OpenAI-compatible streamed chat completions:
// `data:` lines joined by newlines, dispatched on a blank line; comments (`:`) and `id:`/`retry:` ignored; CR, LF and
// CRLF line ends; a last event without its blank line still dispatched when the stream ends. Bytes are decoded as
// UTF-8 across chunk boundaries. docs/agent-llm.md "Streaming".

export interface SseEvent {
  /** The `event:` field; 'message' when absent. */
  event: string;
  data: string;
}

export class SseParser {
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private data: string[] = [];
  private event = '';
  /** A CR ended the previous chunk: an LF opening the next one belongs to it. */
  private pendingCr = false;

  /** Feeds bytes (or text); returns the events they complete. */
  push(chunk: Uint8Array | string): SseEvent[] {
    let text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    const events: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const char = this.buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      this.line(this.buffer.slice(start, i), events);
      if (char === '\r') {
        if (i + 1 === this.buffer.length) this.pendingCr = true;
        else if (this.buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  /** The stream ended: the event still being read, if it has data. */
  end(): SseEvent[] {
    const events: SseEvent[] = [];
    const rest = this.buffer + this.decoder.decode();
    this.buffer = '';
    if (rest !== '') this.line(rest, events);
    this.line('', events);
    return events;
  }

  private line(line: string, events: SseEvent[]): void {
    if (line === '') {
      if (this.data.length > 0) events.push({ event: this.event || 'message', data: this.data.join('\n') });
      this.data = [];
      this.event = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
  }
}
