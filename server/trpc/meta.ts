import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Role } from '../../shared/users.ts';
import type { LimitKind } from '../limits/rate-limits.ts';
import type { Context } from './context.ts';

/** Who may call a procedure: anyone, anyone signed in, or a signed-in caller whose account has one of these roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

/**
 * What a procedure declares besides its REST path, in one place: the procedure builders of
 * init.ts set `access` and `publicRead`; a procedure adds the rest. The HTTP layer, the caches, the
 * rate limits and the OpenAPI document (its 401, 403, 413, 415, 422, 429 and 503 answers) all read
 * it from here, and keep no lists of their own.
 */
export type Meta = OpenApiMeta & {
  access?: Access;
  /** When else a caller with the right role is refused (403), as the document words it: "the order is not theirs". */
  forbiddenWhen?: string;
  /**
   * A read whose answer is the same for every caller: remembered for a moment (PUBLIC_CACHE_MS)
   * on both surfaces, and revalidated by ETag.
   */
  publicRead?: true;
  /** A public read that tells a signed-in caller more (the sellers' contact on the legacy category list): such calls skip the caches. */
  signedInSeesMore?: true;
  /** A REST POST that creates something: a retry with the same Idempotency-Key gets the first answer (http/idempotency.ts). */
  idempotent?: true;
  /** Which rate limit its calls count against (mutations; default write). */
  limit?: LimitKind;
  /** It answers from settings alone: no database, so no 503 when the database is down. */
  database?: false;
  /** A mutation that changes only its parties' own data (a message, a read mark): the public reads stay remembered. */
  privateWrite?: true;
  /**
   * Told of every answer the read gives, remembered or not, without holding it up: a book page's
   * view is counted so (routers/count-book-view.ts).
   */
  onRead?: (ctx: Context, answer: unknown) => void;
};
