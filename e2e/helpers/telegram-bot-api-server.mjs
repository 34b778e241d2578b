// The local Telegram Bot API server of the browser tests (playwright.config.ts starts it before the app's server, whose
// bot then polls it): `node e2e/helpers/telegram-bot-api-server.mjs` listens on E2E_TG_PORT until stopped. Tests drive
// it through its /__test endpoints (POST /__test/text queues a private message, GET /__test/sent lists the bot's).
// Node 24 strips the types of the .ts file it imports (named with its extension); this file is .mjs so that the
// typecheck of e2e/ (no allowImportingTsExtensions) does not meet that import.
import { startLocalBotApi } from '../../apps/api/test/helpers/telegram-bot-api.ts';

const port = Number(process.env.E2E_TG_PORT ?? 4320);
const api = await startLocalBotApi({ port });
console.log(`Local Telegram Bot API on ${api.url}`);

const stop = () => void api.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
