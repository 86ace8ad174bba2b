// spec 6 Feature access in the web app: whether the signed-in client may use a gated feature
// (withdraw, deposit, fx), by the rule the server enforces (domain `checkFeature`) over the
// permissions of the client config hook (cached 5 minutes, reloaded on login).
import { isApiError } from '@invest/api';
import { useClientConfig } from '@invest/api/hooks';
import { checkFeature, toClientPermissions, type GatedFeature } from '@invest/domain';
import type { FeatureRefusal } from '@invest/ui/WithdrawView';
import { useCallback, useMemo } from 'react';

export interface FeatureAccess {
  /** loading: not known yet (nothing is offered); ready: `refusal` says whether it is refused. */
  status: 'loading' | 'error' | 'ready';
  /** Why the client may not use the feature; undefined when they may (or not known yet). */
  refusal?: FeatureRefusal;
  /** Whether the feature may be offered: known and not refused (spec 6 element visibility). */
  allowed: boolean;
  /** Asks the server again (after it refused a call with 403 PERMISSION_DENIED). */
  recheck: () => void;
  /** Rechecks when `error` is the server's PERMISSION_DENIED; answers whether it was. */
  recheckOn: (error: unknown) => boolean;
}

/**
 * `fresh`: the screen of the feature itself asks the server once more on opening, so an advisor's
 * change shows at once rather than after the 5-minute cache; a refusal is not shown while that
 * answer is on its way (a stale one might be wrong), a stale grant is (the server still decides).
 */
export function useFeatureAccess(
  feature: GatedFeature,
  { fresh = false }: { fresh?: boolean } = {},
): FeatureAccess {
  const config = useClientConfig(fresh ? { revalidateOnMount: true, dedupingInterval: 0 } : {});
  const { data, error, isValidating, mutate } = config;
  const result = useMemo(
    () => (data ? checkFeature(toClientPermissions(data), feature) : undefined),
    [data, feature],
  );
  const recheck = useCallback(() => void mutate(), [mutate]);
  const recheckOn = useCallback(
    (e: unknown) => {
      const denied = isApiError(e) && e.code === 'PERMISSION_DENIED';
      if (denied) recheck();
      return denied;
    },
    [recheck],
  );
  if (!result) {
    return { status: error ? 'error' : 'loading', allowed: false, recheck, recheckOn };
  }
  if (result.ok) return { status: 'ready', allowed: true, recheck, recheckOn };
  if (fresh && isValidating) return { status: 'loading', allowed: false, recheck, recheckOn };
  const refusal: FeatureRefusal = result.params
    ? { code: result.code, params: result.params }
    : { code: result.code };
  return { status: 'ready', refusal, allowed: false, recheck, recheckOn };
}
