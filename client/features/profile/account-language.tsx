import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { switchReading } from '../../i18n/i18n.ts';
import { useReading } from '../../i18n/locale.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';

/**
 * Keeps the signed-in person's language on their account (docs/languages.md), so the web app on
 * any device and the store's emails to them speak it. At sign-in the account's choice wins: the
 * page switches to it (an account without one keeps the page's). From then on a switch, in the
 * header or the profile, is saved to the account.
 */
export function AccountLanguage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const reading = useReading();
  const me = useQuery(trpc.users.me.queryOptions());
  // Whether the account's choice has been applied to the page yet (once a session).
  const applied = useRef(false);
  const account = me.data;

  useEffect(() => {
    if (!account) return;
    const same = account.language === reading.locale && account.banglaDigits === reading.banglaDigits;
    if (!applied.current) {
      applied.current = true;
      if (account.language && !same) {
        void switchReading(account.language, account.banglaDigits).catch((error: unknown) =>
          console.error('Could not switch to the account’s language', error),
        );
        return;
      }
    }
    if (same) return;
    client.users.updateProfile
      .mutate({ language: reading.locale, banglaDigits: reading.banglaDigits })
      .then((saved) => queryClient.setQueryData(trpc.users.me.queryKey(), saved))
      // Not saved: the page stays in the chosen language; the next switch or sign-in saves it.
      .catch((error: unknown) => console.error('Could not save the language to the account', error));
  }, [account, reading, client, queryClient, trpc]);

  return null;
}
