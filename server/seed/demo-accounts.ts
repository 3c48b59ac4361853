import type { Auth } from 'firebase-admin/auth';
import { firebaseCode } from '../integrations/auth/identity-provider.ts';

export const DEMO_PASSWORD = 'bookstore-demo';

export type DemoAccount = {
  uid: string;
  email: string;
  name: string;
  role: 'buyer' | 'seller' | 'admin';
  verified?: boolean;
};

/** One account per role (printed at start), plus a second seller so the store has two. */
export const demoAccounts: DemoAccount[] = [
  { uid: 'demo-buyer', email: 'buyer@example.com', name: 'Demo Buyer', role: 'buyer' },
  { uid: 'demo-seller', email: 'seller@example.com', name: 'Demo Seller', role: 'seller', verified: true },
  { uid: 'demo-seller-nadia', email: 'nadia@example.com', name: 'Nadia Rahman', role: 'seller' },
  { uid: 'demo-admin', email: 'admin@example.com', name: 'Demo Admin', role: 'admin' },
];

/**
 * Makes sure each demo account can sign in (creating the missing ones); safe to run every start,
 * and from several processes at once (an account another process just created counts as there).
 */
export async function ensureDemoIdentities(auth: Auth): Promise<void> {
  for (const a of demoAccounts) {
    const exists = await auth.getUser(a.uid).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    await auth.createUser({ uid: a.uid, email: a.email, password: DEMO_PASSWORD, displayName: a.name, emailVerified: true }).catch((error: unknown) => {
      const code = firebaseCode(error);
      if (code !== 'auth/uid-already-exists' && code !== 'auth/email-already-exists') throw error;
    });
  }
}
