// The routes the web bench loads, derived from the app's route table (apps/web/src/config/paths.ts, which the
// router builds every route from; apps/web/src/app/route-table.test.ts keeps the two equal), so a route added to
// the app is measured without editing the bench. Each pattern becomes one URL: parameters take a sample value, and
// a parameter with no sample stops the bench instead of leaving its route out.
import { tsImport } from 'tsx/esm/api';

/** A value for each route parameter, valid for its page (an asset id, a 14-character login code, a top type). */
const SAMPLE_PARAMS = { id: 'bitcoin', code: 'ABCDEFGHIJ1234', type: 'winners' };
/** The catch-all route (`*`) is the not-found page. */
const NOT_FOUND_URL = '/no-such-page';

export function sampleUrl(pattern) {
  if (pattern === '*') return NOT_FOUND_URL;
  const url = pattern.replace(/\/\*$/, '').replace(/:(\w+)/g, (_, name) => {
    if (!Object.hasOwn(SAMPLE_PARAMS, name))
      throw new Error(`bench/web-routes.mjs: route ${pattern} has a parameter ":${name}" with no sample value`);
    return SAMPLE_PARAMS[name];
  });
  return url === '' ? '/' : url;
}

/** Every route pattern of the app, aliases included, as one URL each, in the table's order. */
export async function appRoutes() {
  const { paths } = await tsImport('../apps/web/src/config/paths.ts', import.meta.url);
  const patterns = Object.values(paths).flatMap((route) => [route.path, ...('alias' in route ? [route.alias] : [])]);
  return [...new Set(patterns.map(sampleUrl))];
}
