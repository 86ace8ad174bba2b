// Area bank: the client's bank accounts.
import type { BankSaveRequest } from '../contract/bank';
import { useApiMutation, useBodyMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';
import { useStepUpMutation } from './stepUp';

export const bankKeys = {
  bankList: () => ['bankList'] as const,
};

/** GET /bank/app/v1/list (bank_acc masked). */
export const useBankAccounts = (config?: QueryConfig<'bankList'>) =>
  useApiQuery('bankList', bankKeys.bankList(), config);
/** POST /bank/app/v1: create (no id) or update. */
export const useSaveBankAccount = () => useBodyMutation('bankSave', { invalidates: ['bankList'] });
/** Where money may go changes (a new account, or another number): the step-up asks its proof. */
export const needsMoneyDestinationStepUp = (body: Pick<BankSaveRequest, 'id' | 'bank_acc'>) =>
  body.id === undefined || body.bank_acc !== undefined;
/**
 * POST /bank/app/v1 with its declared step-up: asked up front where money may go changes, else
 * only when the server's refusal names a proof.
 */
export const useSaveBankAccountConfirmed = (config?: QueryConfig<'securityOverview'>) =>
  useStepUpMutation(useSaveBankAccount(), {
    need: (body) => (needsMoneyDestinationStepUp(body) ? 'always' : 'never'),
    config,
  });
/** DELETE /bank/app/v1/:id; input `{ params: { id } }`. */
export const useDeleteBankAccount = () =>
  useApiMutation('bankDelete', { invalidates: ['bankList'] });
