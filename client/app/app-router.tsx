import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { NavigatingContext } from '../lib/navigating.ts';
import { keepScrollPositions, rememberScroll, restoreScroll } from './scroll-positions.ts';

/**
 * react-router in declarative mode (<Router> over the browser history), not its data router: the
 * data router (createBrowserRouter) adds to the first load, for loaders, actions and fetchers the
 * app does not use. Its behaviour the app relies on is kept here: a navigation is a
 * transition, so the page being left stays on screen until the next one (a lazy chunk) is ready, and
 * useNavigating() tells that it is under way; the scroll position is managed as <ScrollRestoration>
 * did (scroll-positions.ts).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  // The history <BrowserRouter> makes for itself (UNSAFE_ only as its API may change in a minor
  // release; react-router's version is pinned). v5Compat: push and replace notify the listener too.
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const [navigating, startTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        rememberScroll();
        startTransition(() => setShown({ action, location }));
      }),
    [history],
  );
  useLayoutEffect(keepScrollPositions, []);
  // After the children's commit: the page of this location is in the DOM.
  useLayoutEffect(() => {
    restoreScroll(shown.location);
  }, [shown.location]);

  return (
    <NavigatingContext value={navigating}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </NavigatingContext>
  );
}
