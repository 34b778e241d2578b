// Replays a shared chat (spec §2 "/chat/{any path} … a hash parameter chatID selects a shared chat to replay", §4
// "Replay simulates typing", §9 replay timings): fetches it (GET /ai/chat/getshare/{id}, public), then types it out
// with utils/replay.ts into the chat's state. An unknown or withdrawn id (404) shows "This shared chat is not
// available". `cancel` stops a replay where it is.
import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { sharedChatQueryOptions } from '../api/share';
import type { ChatAction } from '../utils/chat-state';
import { startReplay } from '../utils/replay';

export function useChatReplay(dispatch: Dispatch<ChatAction>) {
  const queryClient = useQueryClient();
  const cancelRef = useRef<(() => void) | null>(null);

  const cancel = useCallback(() => {
    cancelRef.current?.();
    cancelRef.current = null;
  }, []);

  const replay = useCallback(
    (id: string) => {
      cancel();
      let isCancelled = false;
      cancelRef.current = () => {
        isCancelled = true;
      };
      dispatch({ type: 'replayLoad' });
      queryClient.fetchQuery(sharedChatQueryOptions(id)).then(
        (shared) => {
          if (isCancelled) return;
          cancelRef.current = startReplay(shared.messages, {
            onUserMessage: (message) => dispatch({ type: 'replayUser', message }),
            onAnswerStart: (message) => dispatch({ type: 'replayAnswer', message }),
            onAnswerChunk: (messageId, text) => dispatch({ type: 'text', id: messageId, text }),
            onDone: () => dispatch({ type: 'replayDone' }),
          });
        },
        (error: unknown) => {
          if (isCancelled) return;
          const isGone = error instanceof ApiError && (error.status === 404 || error.status === 400);
          dispatch({ type: 'replayError', error: isGone ? 'notFound' : 'failed' });
        },
      );
    },
    [cancel, dispatch, queryClient],
  );

  useEffect(() => cancel, [cancel]);
  return { replay, cancel };
}
