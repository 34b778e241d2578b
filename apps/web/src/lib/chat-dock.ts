// Where the Agent K panel stands (spec §2 "Chat panel", §4 "chat fullscreen or not"): open as a drawer beside any page,
// full screen, or closed. The header's launcher opens it, and `askAgentK` opens it with a question to send; the chat
// (a lazy chunk, mounted by the layout once first needed) reads it. On the /chat routes the chat is full screen
// whatever is stored here (spec §4 "Chat mode turns on for /chat routes"). A prompt to send once the visitor has
// signed in (an X-Ray "tell me more" they clicked) waits here, so it survives the sign-in.
import { useSyncExternalStore } from 'react';

export interface ChatDockState {
  isOpen: boolean;
  isFullscreen: boolean;
  /** A question to send as soon as a session exists. */
  pendingPrompt: string | null;
  /** A question another page handed over (X-Ray's "tell me more"), sent as soon as the panel is mounted. */
  queuedPrompt: string | null;
}

/** The panel's element id: the launcher's `aria-controls`. */
export const CHAT_PANEL_ID = 'agent-k';
/** The launcher's id: focus returns to it when the panel closes. */
export const CHAT_LAUNCHER_ID = 'agent-k-launcher';

let state: ChatDockState = { isOpen: false, isFullscreen: false, pendingPrompt: null, queuedPrompt: null };
const listeners = new Set<() => void>();

export function getChatDock(): ChatDockState {
  return state;
}

export function setChatDock(next: Partial<ChatDockState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatDock(): ChatDockState {
  return useSyncExternalStore(subscribe, getChatDock, getChatDock);
}

/**
 * Opens the panel beside the page and sends `prompt` (spec §1 X-Ray's "tell me more … sends a prompt to the chat"): the
 * reader stays on the page they were reading. A visitor's prompt waits for their sign-in (`pendingPrompt`).
 */
export function askAgentK(prompt: string): void {
  setChatDock({ isOpen: true, queuedPrompt: prompt });
}

/** spec §2 "/chat/{any path}": every path under /chat. */
export function isChatPath(pathname: string): boolean {
  return pathname === '/chat' || pathname.startsWith('/chat/');
}
