import { adminRouter } from '../routers/admin.ts';
import { alertsRouter } from '../routers/alerts.ts';
import { booksRouter } from '../routers/books.ts';
import { bundlesRouter } from '../routers/bundles.ts';
import { bulkImportsRouter } from '../routers/bulk-imports.ts';
import { catalogRouter } from '../routers/catalog.ts';
import { conversationsRouter } from '../routers/conversations.ts';
import { emailRouter } from '../routers/email.ts';
import { insightsRouter } from '../routers/insights.ts';
import { moderationRouter } from '../routers/moderation.ts';
import { offersRouter } from '../routers/offers.ts';
import { ordersRouter } from '../routers/orders.ts';
import { payoutsRouter } from '../routers/payouts.ts';
import { pushRouter } from '../routers/push.ts';
import { reviewsRouter } from '../routers/reviews.ts';
import { usersRouter } from '../routers/users.ts';
import { router } from './init.ts';

export const appRouter = router({
  catalog: catalogRouter,
  books: booksRouter,
  bulkImports: bulkImportsRouter,
  orders: ordersRouter,
  bundles: bundlesRouter,
  offers: offersRouter,
  users: usersRouter,
  admin: adminRouter,
  conversations: conversationsRouter,
  payouts: payoutsRouter,
  reviews: reviewsRouter,
  email: emailRouter,
  push: pushRouter,
  alerts: alertsRouter,
  moderation: moderationRouter,
  insights: insightsRouter,
});

export type AppRouter = typeof appRouter;
