// Ids of the chat's messages (spec §3 "Chat message: id, sender, message"): 16 random hex digits, unique in a chat.
export function newMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
