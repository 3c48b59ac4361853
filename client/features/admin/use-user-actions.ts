import { useMutation } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useAdminRefresh } from './use-admin-refresh.ts';
import { admin } from '../../i18n/admin.ts';
import type { KeyOf } from '../../i18n/namespace.ts';

const DELETED: Record<'buyer' | 'seller', KeyOf<typeof admin>> = { buyer: 'buyerDeleted', seller: 'sellerDeleted' };

/**
 * The admin's changes to the buyers or sellers listed, each toasted ('Seller verified', 'Seller
 * deleted'). Success is read from the legacy answer's counts; failures are toasted by the shared
 * mutation cache.
 */
export function useUserActions(role: 'buyer' | 'seller') {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const verify = useMutation(
    trpc.admin.verifySeller.mutationOptions({
      onSuccess: async (result) => {
        // A seller already verified is matched but not modified: verified all the same.
        if (result.matchedCount > 0) notify.success(admin.t('sellerVerified'));
        await refresh();
      },
    }),
  );
  const setCap = useMutation(
    trpc.admin.setListingCap.mutationOptions({
      onSuccess: async () => {
        notify.success(admin.t('capSaved'));
        await refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.admin.deleteUser.mutationOptions({
      onSuccess: async (result) => {
        if (result.deletedCount > 0) notify.success(admin.t(DELETED[role]));
        await refresh();
      },
    }),
  );

  return {
    busy: verify.isPending || remove.isPending || setCap.isPending,
    setCap: (id: string, perDay: number | null) => setCap.mutateAsync({ id, perDay }),
    verify: (id: string) => verify.mutate({ id }),
    remove: (id: string) => remove.mutate({ id }),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
