import { TRPCError } from '@trpc/server';
import type { UserRow } from './authenticate.ts';

/**
 * Holding a copy and reporting a listing cost other people something, so they need an address its
 * owner has proved (Google sign-in, or the link Firebase sends after sign-up): throwaway accounts
 * cannot hold a seller's stock or hide a listing.
 */
export function requireVerifiedEmail(user: Pick<UserRow, 'email' | 'emailVerified'>, action: string): void {
  if (user.emailVerified) return;
  throw new TRPCError({
    code: 'FORBIDDEN',
    message: `Verify your email address to ${action}: follow the link we sent to ${user.email}, then try again.`,
  });
}
