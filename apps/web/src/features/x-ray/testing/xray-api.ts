// A stubbed X-Ray API for the component tests: `fetch` answers the X-Ray and favorites routes from the fixtures (the
// search narrowed by name/symbol and category like the server, accents and case aside; a token by its address audited as
// `<chain>:<address>` on the chains of `tokenChains`), records every call, and lets a test replace any answer.
import { vi } from 'vitest';
import { xraySearchKey, type XrayProjectDetail, type XrayProjectSummary } from '@k3/shared';
import { jsonResponse } from '../../../testing/render';
import type { XrayTokenChain } from '../api/token-lookup';
import {
  BITCOIN,
  CATEGORIES,
  CATEGORY_MEMBERS,
  ETHEREUM,
  KRYLL,
  PROJECTS,
  SOLANA,
  detail,
  history,
  prices,
  projectList,
  tokenDetail,
} from './fixtures';

export interface Call {
  method: string;
  url: URL;
  body: unknown;
  authorization: string | null;
}

export const ok = (data: unknown) => jsonResponse({ code: 200, data });
export const fail = (status: number, error: string, message: string) => jsonResponse({ code: status, error, message }, status);

/** The chains of a live server with an RPC for Ethereum, Base and Solana. */
export const TOKEN_CHAINS: XrayTokenChain[] = [
  { id: 'base', name: 'Base', kind: 'evm' },
  { id: 'ethereum', name: 'Ethereum', kind: 'evm' },
  { id: 'solana', name: 'Solana', kind: 'solana' },
];

/** A replacement answer; a promise keeps the request pending until the test settles it. */
type Handler = (call: Call) => Response | Promise<Response> | undefined;

export function stubXrayApi(
  options: {
    detail?: XrayProjectDetail;
    favorites?: string[];
    projects?: readonly XrayProjectSummary[];
    tokenChains?: readonly XrayTokenChain[];
    override?: Handler;
  } = {},
) {
  const calls: Call[] = [];
  const state = { favorites: [...(options.favorites ?? [])] };
  const projects = options.projects ?? PROJECTS;
  const byId = new Map(projects.map((project) => [project.id, project]));

  const answer = (call: Call): Response | Promise<Response> => {
    const overridden = options.override?.(call);
    if (overridden) return overridden;
    const { pathname, searchParams } = call.url;
    if (pathname === '/api/x-ray/categories') return ok(CATEGORIES);
    if (pathname === '/api/x-ray/projects') {
      const words = xraySearchKey(searchParams.get('search') ?? '');
      const category = searchParams.get('category');
      const items = projects.filter(
        (project) =>
          (words === '' || xraySearchKey(`${project.name} ${project.symbol}`).includes(words)) &&
          (!category || (CATEGORY_MEMBERS[category] ?? []).includes(project.id)),
      );
      return ok(projectList(items));
    }
    const top = /^\/api\/x-ray\/tops\/(\w+)$/.exec(pathname);
    if (top) {
      const items = top[1] === 'winners' ? [SOLANA, BITCOIN] : top[1] === 'losers' ? [KRYLL, ETHEREUM] : [...projects];
      return ok({ type: top[1], items, demo: true });
    }
    const project = /^\/api\/x-ray\/projects\/([^/]+)(\/similar|\/history|\/prices)?$/.exec(pathname);
    if (project) {
      const id = decodeURIComponent(project[1]!);
      const known = byId.get(id);
      const token = /^([a-z0-9-]+):(\w+)$/.exec(id);
      if (!known && token) {
        // A token audited by its address: nothing similar, no price series (the API's answers for such an id).
        if (project[2] === '/similar' || project[2] === '/prices') return ok([]);
        if (project[2] === '/history') return ok({ ...history([40]), id });
        return ok(tokenDetail({ chain: token[1]!, address: token[2]! }));
      }
      if (!known) return fail(404, 'project_not_found', 'Project not found');
      if (project[2] === '/similar') return ok([BITCOIN, SOLANA].filter((entry) => entry.id !== id));
      if (project[2] === '/history') return ok({ ...history([50, 48, 45, 40, 38]), id });
      if (project[2] === '/prices') return ok(prices(Number(searchParams.get('days') ?? 30)));
      const base = options.detail ?? detail('full');
      return ok({ ...base, ...known, id: known.id });
    }
    if (pathname === '/api/x-ray/tokens/chains') return ok(options.tokenChains ?? TOKEN_CHAINS);
    if (pathname === '/api/x-ray/tokens' && call.method === 'POST') {
      return ok(tokenDetail(call.body as { chain: string; address: string }));
    }
    if (pathname === '/api/me/favorites') {
      if (call.method === 'PUT') state.favorites = [...(call.body as { ids: string[] }).ids];
      return ok({ ids: state.favorites, items: state.favorites.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) });
    }
    return fail(599, 'unrouted', `No stub for ${call.method} ${pathname}`);
  };

  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://k3.test');
      const headers = new Headers(init?.headers);
      const call: Call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        authorization: headers.get('authorization'),
      };
      calls.push(call);
      return Promise.resolve(answer(call));
    }),
  );

  return {
    calls,
    state,
    /** The calls to a path (query string aside). */
    callsTo: (path: string, method = 'GET') => calls.filter((call) => call.url.pathname === path && call.method === method),
  };
}
