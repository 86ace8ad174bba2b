// Area nominees: the client's nominee list (POST replaces the whole list).
import { useApiMutation, useBodyMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';

export const nomineesKeys = {
  nomineeList: () => ['nomineeList'] as const,
};

/** GET /nominee/app/v1/list. */
export const useNominees = (config?: QueryConfig<'nomineeList'>) =>
  useApiQuery('nomineeList', nomineesKeys.nomineeList(), config);
/** POST /nominee/app/v1: `{ nominees: [...] }`, the whole list after the edit. */
export const useSaveNominees = () =>
  useBodyMutation('nomineeSave', { invalidates: ['nomineeList'] });
/** DELETE /nominee/app/v1/:id; input `{ params: { id } }`. */
export const useDeleteNominee = () =>
  useApiMutation('nomineeDelete', { invalidates: ['nomineeList'] });
