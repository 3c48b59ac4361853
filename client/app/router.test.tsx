import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../shared/page-paths.ts';
import { routes } from './router.tsx';

/** Every page's full path in a route tree: its leaves and index routes (a layout's own path is a page only through its index). */
function pagePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    if (route.path === '*') return [];
    const own = route.index === true || (route.path !== undefined && route.children === undefined) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the routes', () => {
  it('are the pages the server knows (shared/page-paths.ts): it answers 404 at every other address', () => {
    expect(pagePaths(routes).sort()).toEqual([...PAGE_PATHS].sort());
  });
});
