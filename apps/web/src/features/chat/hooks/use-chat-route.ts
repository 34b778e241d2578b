// The chat and the address bar (spec §2 "/chat/{any path}: dashboard with fullscreen chat; a hash parameter chatID
// selects a shared chat to replay", §4 "Chat mode turns on for /chat routes and off when leaving while a replay is
// pending"; lib/chat-prompt.ts). On a /chat route: `#chatID=` starts its replay; a prompt handed over by another page
// (X-Ray's "tell me more") is sent at once and the history entry replaced without it, so a reload or Back does not
// send it twice (a visitor's waits in lib/chat-dock.ts until they sign in). A prompt handed over with `askAgentK`
// (the panel opened beside the page) is sent the same way. Leaving the /chat routes while a shared
// chat is still loading or replaying stops the replay, brings the user's own chat back and closes the panel.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isChatPath, setChatDock, useChatDock } from '../../../lib/chat-dock';
import { readChatPrompt } from '../../../lib/chat-prompt';
import { replayIdOf } from '../utils/replay-hash';

interface ChatRouteOptions {
  isSignedIn: boolean;
  isReplayPending: boolean;
  send: (text: string) => void;
  replay: (id: string) => void;
  cancelReplay: () => void;
  restore: () => void;
}

export function useChatRoute({ isSignedIn, isReplayPending, send, replay, cancelReplay, restore }: ChatRouteOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const dock = useChatDock();
  const isChatRoute = isChatPath(location.pathname);
  const replayId = isChatRoute ? replayIdOf(location.hash) : null;
  const handedPrompt = isChatRoute ? readChatPrompt(location.state) : null;
  const consumedKeyRef = useRef<string | null>(null);
  const wasChatRouteRef = useRef(isChatRoute);

  useEffect(() => {
    if (replayId) replay(replayId);
  }, [replayId, replay]);

  useEffect(() => {
    if (!handedPrompt || consumedKeyRef.current === location.key) return;
    consumedKeyRef.current = location.key;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
    if (isSignedIn) send(handedPrompt);
    else setChatDock({ pendingPrompt: handedPrompt });
  }, [handedPrompt, location, navigate, isSignedIn, send]);

  // A prompt another page handed over with the panel open beside it (lib/chat-dock.ts `askAgentK`): sent once; a
  // visitor's waits for their sign-in.
  useEffect(() => {
    const prompt = dock.queuedPrompt;
    if (!prompt) return;
    setChatDock({ queuedPrompt: null });
    if (isSignedIn) send(prompt);
    else setChatDock({ pendingPrompt: prompt });
  }, [isSignedIn, dock.queuedPrompt, send]);

  // A prompt kept while the visitor signed in.
  useEffect(() => {
    if (!isSignedIn || !dock.pendingPrompt) return;
    const prompt = dock.pendingPrompt;
    setChatDock({ pendingPrompt: null });
    send(prompt);
  }, [isSignedIn, dock.pendingPrompt, send]);

  useEffect(() => {
    const wasChatRoute = wasChatRouteRef.current;
    wasChatRouteRef.current = isChatRoute;
    if (!wasChatRoute || isChatRoute || !isReplayPending) return;
    cancelReplay();
    restore();
    setChatDock({ isOpen: false, isFullscreen: false });
  }, [isChatRoute, isReplayPending, cancelReplay, restore]);

  return { isChatRoute, dock };
}
