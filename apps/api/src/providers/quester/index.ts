// Chooses the quest-platform adapter: live when QUESTER_BASE_URL is set (whatever DATA_MODE), else the demo one.
import type { Config } from '../../config';
import { createDemoQuester } from './demo';
import { createLiveQuester } from './live';
import type { QuesterPort } from './port';

export function createQuesterPort(config: Pick<Config, 'quester'>, clock: () => Date): QuesterPort {
  return config.quester ? createLiveQuester(config.quester) : createDemoQuester(clock);
}
