// Area bank: the client's bank accounts (issue 14).
import { useApiMutation, useBodyMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';

export const bankKeys = {
  bankList: () => ['bankList'] as const,
};

/** GET /bank/app/v1/list (bank_acc masked). */
export const useBankAccounts = (config?: QueryConfig<'bankList'>) =>
  useApiQuery('bankList', bankKeys.bankList(), config);
/** POST /bank/app/v1: create (no id) or update. */
export const useSaveBankAccount = () => useBodyMutation('bankSave', { invalidates: ['bankList'] });
/** DELETE /bank/app/v1/:id; input `{ params: { id } }`. */
export const useDeleteBankAccount = () =>
  useApiMutation('bankDelete', { invalidates: ['bankList'] });
