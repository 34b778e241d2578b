// Agent K's answerer (issue 12 §2): the LLM agent when LLM_BASE_URL is set, else the offline assistant. Built once per
// process; both are stateless between prompts (conversations live in the database), so any API process answers any
// prompt. Tests pass their own agent or point LLM_BASE_URL at a local scripted server.
import fp from 'fastify-plugin';
import { createLlmAgent } from '../../services/agent/llm';
import { createOfflineAgent } from '../../services/agent/offline';
import { type Pacer, readingPacer } from '../../services/agent/pace';
import type { Agent } from '../../services/agent/types';

declare module 'fastify' {
  interface FastifyInstance {
    agent: Agent;
    /** The offline answer's reading pace (services/agent/pace.ts); tests pass their own. */
    chatPacer: Pacer;
  }
}

export default fp<{ agent?: Agent | undefined; pacer?: Pacer | undefined }>(
  (app, options, done) => {
    const llm = app.config.llm;
    app.decorate(
      'agent',
      options.agent ??
        (llm
          ? createLlmAgent({
              baseUrl: llm.baseUrl,
              apiKey: llm.apiKey,
              model: llm.model,
              timeoutMs: llm.timeoutMs,
              logger: app.log,
            })
          : createOfflineAgent()),
    );
    app.decorate('chatPacer', options.pacer ?? readingPacer);
    done();
  },
  { name: 'agent' },
);
