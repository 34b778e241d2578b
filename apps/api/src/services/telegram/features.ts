// The bot's features after the link guard, in the order they see an update: commands first, Agent K (any other text)
// last.
import { agentK } from './agent';
import { alertsCommand } from './alerts';
import type { Feature } from './bot';
import { newsCommand } from './commands/news';
import { portfolioCommand } from './commands/portfolio';
import { xrayCommand } from './commands/xray';

export const FEATURES: readonly Feature[] = [portfolioCommand, xrayCommand, newsCommand, alertsCommand, agentK];
