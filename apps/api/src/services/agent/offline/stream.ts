// The composed answer cut into the small pieces the chat streams, as an LLM's answer arrives: whole words gathered
// to at least MIN characters, and a long word (a link) cut at MAX. No delay is added; the route sends each at once.
const MIN = 8;
const MAX = 20;

export function* chunksOf(text: string): Generator<string> {
  let buffer: string[] = [];
  for (const piece of text.match(/\s*\S+\s*/gu) ?? [text]) {
    // Code points, so that an emoji in a news title is never cut in half.
    buffer.push(...Array.from(piece));
    while (buffer.length > MAX) {
      yield buffer.slice(0, MAX).join('');
      buffer = buffer.slice(MAX);
    }
    if (buffer.length >= MIN) {
      yield buffer.join('');
      buffer = [];
    }
  }
  if (buffer.length) yield buffer.join('');
}
