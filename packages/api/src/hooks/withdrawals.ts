// Area withdrawals: submit (the step-up, Idempotency-Key), cancel, records.
import type { WithdrawListQuery, WithdrawRequest } from '../contract/withdrawals';
import { useApiMutation, useBodyMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';
import { isEmptyProof, useStepUpMutation, withStepUp } from './stepUp';

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
/**
 * POST /withdraw/app/v1 with its declared step-up (spec 5): a client whose proof is the PIN types
 * it into the form and sends it as `pin`; any other proof (the second factor, the password) is
 * asked by the step-up dialog before the call and sent as `step_up`. One Idempotency-Key per
 * withdrawal, kept across the proof's retry.
 */
export const useConfirmedWithdrawal = () =>
  useStepUpMutation(useSubmitWithdrawal(), {
    need: (_body, kind) => (kind === 'pin' ? 'never' : 'always'),
    withProof: ({ pin, ...order }: WithdrawRequest, proof, kind) =>
      isEmptyProof(proof) && kind === 'pin' ? { ...order, pin } : withStepUp(order, proof),
  });
/** POST /withdraw/app/v1/:id/cancel; input `{ params: { id } }` (unfreezes). */
export const useCancelWithdrawal = () => useApiMutation('withdrawCancel', { invalidates: moved });
