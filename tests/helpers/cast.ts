import type { Role } from '../../shared/users.ts';

/**
 * The people most tests act as, by name: the role each signs up with, and the label that tells two
 * of one role apart (it goes into their email address and name).
 */
const CAST = {
  seller: ['seller', 'seller'],
  otherSeller: ['seller', 'other-seller'],
  buyer: ['buyer', 'buyer'],
  otherBuyer: ['buyer', 'other-buyer'],
  admin: ['admin', 'admin'],
} as const satisfies Record<string, readonly [Role, string]>;

export type CastName = keyof typeof CAST;

/**
 * Signs up the named people at once, through `signUp` (a test app's `member`, a procedure store's
 * `signUp`), and gives them back by name.
 */
export async function signUpCast<N extends CastName, U>(names: readonly N[], signUp: (role: Role, label: string) => Promise<U>): Promise<Record<N, U>> {
  const people = await Promise.all(
    names.map((name) => {
      const [role, label]: readonly [Role, string] = CAST[name];
      return signUp(role, label);
    }),
  );
  return Object.fromEntries(names.map((name, i) => [name, people[i]])) as Record<N, U>;
}
