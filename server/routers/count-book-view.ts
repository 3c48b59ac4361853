import type { Book } from '../../shared/books.ts';
import type { Context } from '../trpc/context.ts';

/**
 * A book page's view (observability/book-views.ts), told of by catalog.book's every answer: the web app's
 * reads of it, its page's HTML and /trpc, not the REST API's (other programs, not visitors). A
 * signed-in reader is known once their token is checked, after the answer has gone: a seller
 * opening their own listing is not counted.
 */
export function countBookView(ctx: Context, answer: unknown): void {
  const book = answer as Book | null;
  if (!book || ctx.surface === 'rest') return;
  const view = { bookId: book._id, ip: ctx.ip, userAgent: ctx.headers['user-agent'] };
  if (ctx.headers.authorization === undefined) {
    ctx.deps.bookViews.record({ ...view, own: false });
    return;
  }
  void ctx.caller().then(
    (caller) => ctx.deps.bookViews.record({ ...view, own: caller.user?.id === book.sellerId }),
    () => ctx.deps.bookViews.record({ ...view, own: false }),
  );
}
