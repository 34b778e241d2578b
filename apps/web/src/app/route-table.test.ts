// The router's patterns are exactly config/paths.ts: the web bench (bench/web-routes.mjs) measures every route by
// reading paths.ts, so a route written into the router by hand would go unmeasured.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { createRoutes } from './router';

function routePatterns(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...routePatterns(route.children ?? [])]);
}

describe('route table', () => {
  it('uses every pattern of config/paths.ts and no other', () => {
    const declared = Object.values(paths).flatMap((route) => [route.path, ...('alias' in route ? [route.alias] : [])]);
    expect(new Set(routePatterns(createRoutes()))).toEqual(new Set(declared));
  });
});
