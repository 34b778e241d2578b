// The alerts panel's choices (issue 11 §3 "the top 5 alerts by value at risk … a link 'See all' to /x-ray/{id} of the
// first alert's project or to /x-ray"). Pure functions over GET /api/me/x-ray.
import type { MyXrayAlert } from '@k3/shared';
import { paths } from '../../../config/paths';

/** issue 11 §3: the panel lists the top 5 alerts. */
export const TOP_ALERTS = 5;

/** The alerts most worth a look: highest value at risk first (the API's order; ties keep it). */
export function topAlerts(alerts: readonly MyXrayAlert[], count = TOP_ALERTS): MyXrayAlert[] {
  return [...alerts].sort((a, b) => b.valueAtRisk - a.valueAtRisk).slice(0, count);
}

/** "See all": the X-Ray page of the project behind the first alert, else the X-Ray home. */
export function seeAllHref(alerts: readonly MyXrayAlert[]): string {
  const first = alerts[0];
  return first ? paths.xrayProject.getHref(first.projectId) : paths.xray.getHref();
}
