// Rewards and admin settings (issue 13 §1 quester adapter, §4 admins): part of the one environment schema of config.ts.
import { z } from 'zod';
import { envDocs, walletList } from './docs';

export const REWARDS_ENV = {
  ADMIN_WALLETS: walletList().optional().register(envDocs, {
    default: '(empty: no admin)',
    meaning:
      'Comma-separated wallets that are admins of the console at /admin (EVM compared case-insensitively); an admin may grant the role to other users',
    must: 'a comma-separated list of wallet addresses',
  }),
  QUESTER_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(envDocs, {
      default: '(unset: demo quest platform)',
      meaning:
        'External quest platform API checked by "quester" quests (GET {base}/quests/{id}/completions/{wallet}); unset, a deterministic demo platform answers',
      must: 'an http(s) URL',
    }),
  QUESTER_API_KEY: z.string().optional().register(envDocs, {
    default: '(unset)',
    meaning: 'API key sent to QUESTER_BASE_URL in the x-api-key header',
    must: 'a string',
    secret: true,
  }),
};
