import { booksRouter } from '../routers/books.ts';
import { catalogRouter } from '../routers/catalog.ts';
import { usersRouter } from '../routers/users.ts';
import { router } from './init.ts';

export const appRouter = router({
  catalog: catalogRouter,
  books: booksRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
