// The question-set zone of the page the chat is opened on (spec §7 `GET /ai/questions/{zone}`): the dashboard (and
// the /chat routes, which show it), SmartFolio, the news hub and X-Ray; other pages ask for every zone's set.
import type { AiZone } from '@k3/shared';

const PREFIXES: readonly [string, AiZone][] = [
  ['/dashboard', 'dashboard'],
  ['/chat', 'dashboard'],
  ['/smartfolio', 'smartfolio'],
  ['/news', 'news'],
  ['/x-ray', 'x-ray'],
  ['/xray', 'x-ray'],
];

export function zoneOfPath(pathname: string): AiZone | null {
  if (pathname === '/') return 'dashboard';
  const found = PREFIXES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return found ? found[1] : null;
}
