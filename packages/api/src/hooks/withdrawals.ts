// Area withdrawals: submit (PIN, Idempotency-Key), cancel, records (issue 14).
import type { WithdrawListQuery } from '../contract/withdrawals';
import { useApiMutation, useBodyMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';

export const withdrawalsKeys = {
  withdrawList: (query: WithdrawListQuery = {}) => ['withdrawList', query] as const,
};

const moved = ['withdrawList', 'accountList', 'assets', 'fundRecords'] as const;

/** GET /withdraw/app/v1/list?status=&page=&size= */
export const useWithdrawals = (
  query: WithdrawListQuery = {},
  config?: QueryConfig<'withdrawList'>,
) => useApiQuery('withdrawList', withdrawalsKeys.withdrawList(query), config);
/** POST /withdraw/app/v1: `{ currency, amount, bank_id, pin }` or `step_up` (freezes the amount). */
export const useSubmitWithdrawal = () => useBodyMutation('withdrawSubmit', { invalidates: moved });
/** POST /withdraw/app/v1/:id/cancel; input `{ params: { id } }` (unfreezes). */
export const useCancelWithdrawal = () => useApiMutation('withdrawCancel', { invalidates: moved });
