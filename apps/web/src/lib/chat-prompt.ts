// A prompt handed to the chat by another page (spec §1 "Each section has a 'tell me more' action that sends a prompt to
// the chat naming the section and the project"). The page navigates to the chat route with the prompt in the router
// state (`navigate(paths.chat.getHref(), { state: chatPromptState(prompt) })`); the chat reads it back with
// `readChatPrompt(location.state)`. Until Agent K answers, the chat shows it in its prompt box; once it does, the chat
// sends it at once and replaces the history entry without it, so a reload or Back does not send it twice.
export interface ChatPromptState {
  chatPrompt: string;
}

export function chatPromptState(prompt: string): ChatPromptState {
  return { chatPrompt: prompt };
}

/** The pending prompt in a router state, or null. */
export function readChatPrompt(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const prompt = (state as Record<string, unknown>).chatPrompt;
  return typeof prompt === 'string' && prompt.trim() !== '' ? prompt : null;
}
