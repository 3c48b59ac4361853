import { catalogRouter } from '../routers/catalog.ts';
import { router } from './init.ts';

export const appRouter = router({
  catalog: catalogRouter,
});

export type AppRouter = typeof appRouter;
