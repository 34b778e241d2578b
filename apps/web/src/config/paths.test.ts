import { matchPath } from 'react-router';
import { LINKABLE_PAGE_PATHS } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('pages an email may link to (@k3/shared LINKABLE_PAGE_PATHS)', () => {
  it('are each a page of the route table, never the not-found page', () => {
    const routes = Object.values(paths).filter((route) => route.path !== '*');
    const unrouted = LINKABLE_PAGE_PATHS.filter((page) => !routes.some((route) => matchPath(route.path, page)));
    expect(unrouted).toEqual([]);
  });
});
