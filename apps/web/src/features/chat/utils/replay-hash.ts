// The shared chat a /chat address names (spec §2 "a hash parameter chatID selects a shared chat to replay"):
// `/chat/share#chatID=abc123` → `abc123`. Only ids the API can hold (6–32 letters, digits, `_` or `-`) count.
export function replayIdOf(hash: string): string | null {
  const id = new URLSearchParams(hash.replace(/^#/, '')).get('chatID');
  return id !== null && /^[A-Za-z0-9_-]{6,32}$/.test(id) ? id : null;
}
