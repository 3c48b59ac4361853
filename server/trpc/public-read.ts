import type { Context } from './context.ts';
import type { Meta } from './meta.ts';

/**
 * Whether a call of a procedure may be answered from the caches of public reads (its declared
 * `publicRead`): not when it carries a token and the procedure tells signed-in callers more.
 */
export const readsAsPublic = (meta: Meta, authorization: string | undefined): boolean =>
  meta.publicRead === true && (authorization === undefined || meta.signedInSeesMore !== true);

/** Whether a public read's caller is signed in with an account; a token that does not hold counts as none (public reads ignore it). */
export async function signedIn(ctx: Context): Promise<boolean> {
  if (ctx.headers.authorization === undefined) return false;
  return ctx.caller().then(
    (caller) => caller.user !== null,
    () => false,
  );
}
