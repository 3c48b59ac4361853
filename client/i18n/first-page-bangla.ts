import type * as FirstPageWords from './messages/first-page.bn.ts';

type FirstPage = typeof FirstPageWords;

/** The Bangla messages of a namespace the first page shows, from the one file that holds them all. */
export const firstPageBangla =
  <N extends keyof FirstPage>(name: N) =>
  (): Promise<{ default: FirstPage[N] }> =>
    import('./messages/first-page.bn.ts').then((words) => ({ default: words[name] }));
