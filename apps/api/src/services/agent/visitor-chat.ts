// A visitor's question to Agent K (issue 26 §4; docs/agent.md "Visitors"): no session, no kredit, no tool, no
// database — only the offline visitor model (offline/visitor) and the repository's facts. The question is read before
// the answer starts, so the route can say whether it asked for the visitor's own data (`needsSignIn`: the chat then
// offers to log in); the answer is then sent at the reading pace of every offline answer (pace.ts).
import type { Locale } from '@k3/shared';
import { answerVisitor } from './offline/visitor';
import { type Pacer, paced } from './pace';

export interface VisitorChatDeps {
  pacer: Pacer;
  /** DATA_MODE=demo: the demo-data answer says the figures are generated. */
  isDemo: boolean;
}

export interface VisitorChat {
  /** The question was about the visitor's own portfolio or account (or not understood): the answer invites a sign-in. */
  needsSignIn: boolean;
  stream: AsyncGenerator<string>;
}

async function* fromChunks(chunks: readonly string[]): AsyncGenerator<string> {
  for (const chunk of chunks) yield await Promise.resolve(chunk);
}

export async function startVisitorChat(
  deps: VisitorChatDeps,
  prompt: { message: string; lang: Locale },
  signal: AbortSignal,
): Promise<VisitorChat> {
  const { intent, chunks } = await answerVisitor(prompt.message, prompt.lang, { isDemo: deps.isDemo });
  return { needsSignIn: intent === 'account' || intent === null, stream: paced(fromChunks(chunks), deps.pacer, signal) };
}
