import { catalogRouter } from '../routers/catalog.ts';
import { usersRouter } from '../routers/users.ts';
import { router } from './init.ts';

export const appRouter = router({
  catalog: catalogRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
