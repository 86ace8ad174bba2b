// The available cash of the money screens' headers and the dashboard: per currency from the
// accounts, the total in the client's display currency as the server sums it (other currencies
// at its mid rate, in decimals); never a figure of the browser's own making.
import * as api from '@invest/api/hooks';
import type { AvailableCashProps } from '@invest/ui/AvailableCash';

/** `enabled`: false for a guest (nothing to ask the server for). */
export function useAvailableCash(enabled = true): AvailableCashProps {
  const accounts = api.useAccounts({ enabled });
  const assets = api.useAssets({ enabled });
  const failed = accounts.error !== undefined || assets.error !== undefined;
  return {
    status: failed ? 'error' : accounts.data && assets.data ? 'ready' : 'loading',
    accounts: (accounts.data ?? []).map((a) => ({ currency: a.currency, available: a.available })),
    total: assets.data && { currency: assets.data.currency, available: assets.data.available },
    onRetry: () => {
      void accounts.mutate();
      void assets.mutate();
    },
  };
}
