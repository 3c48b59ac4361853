import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadAllNamespaces } from '../i18n/i18n.ts';
import { currentLocale } from '../i18n/locale.ts';

type PageHandle = { preload: () => Promise<unknown> };

/**
 * A route whose page is its own chunk, so the first visit downloads only the layout and the page it
 * lands on. Rendered by React.lazy inside a navigation's transition, the page being left stays on
 * screen while the chunk loads. The route's handle can start that load early (preloadPages).
 */
export function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  // The page's messages come with it: in Bangla, those of the namespaces it brought in load too.
  const preload = () =>
    (loading ??= load().then(async (Page) => {
      await loadAllNamespaces(currentLocale());
      return { default: Page };
    }));
  const Page = lazy(preload);
  return { element: <Page />, handle: { preload } satisfies PageHandle };
}

/** Loads the pages of the routes the path matches; settles when they are in, or failed (the error boundary then shows it). */
export function preloadPages(routes: RouteObject[], pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  // Layout routes have no page handle: nothing to load for them.
  const handles = matches.map(({ route }) => route.handle as PageHandle | undefined).filter((handle) => handle !== undefined);
  return Promise.allSettled(handles.map((handle) => handle.preload()));
}
