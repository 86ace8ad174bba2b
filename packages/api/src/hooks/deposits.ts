// Area deposits: methods, records and the multipart submission with its proof image.
import { useCallback } from 'react';
import type { ApiClient, RequestOptions } from '../client';
import {
  DEPOSIT_PROOF_FIELD,
  type DepositFields,
  type DepositListQuery,
  type DepositRecord,
} from '../contract/deposits';
import type { UploadProgress } from '../transport';
import { useApiClient } from './context';
import { useMutation, type MutationContext } from './mutation';
import { useApiQuery, type QueryConfig } from './query';

export const depositsKeys = {
  depositMethods: () => ['depositMethods'] as const,
  depositList: (query: DepositListQuery = {}) => ['depositList', query] as const,
};

/** GET /deposit/app/v1/methods: `{ allowed, methods }`. */
export const useDepositMethods = (config?: QueryConfig<'depositMethods'>) =>
  useApiQuery('depositMethods', depositsKeys.depositMethods(), config);
/** GET /deposit/app/v1/list?status=&page=&size= */
export const useDeposits = (query: DepositListQuery = {}, config?: QueryConfig<'depositList'>) =>
  useApiQuery('depositList', depositsKeys.depositList(query), config);

export interface DepositInput extends DepositFields {
  /** The proof image of a bank transfer (a crypto transfer gives its `tx_hash` instead). */
  proof?: Blob;
  onProgress?: (progress: UploadProgress) => void;
}

/** Builds the multipart body of POST /deposit/app/v1. */
export function depositForm({ method_id, amount, currency, tx_hash, proof }: DepositInput) {
  const form = new FormData();
  form.append('method_id', method_id);
  form.append('amount', amount);
  form.append('currency', currency);
  if (tx_hash !== undefined) form.append('tx_hash', tx_hash);
  if (proof) {
    const name = (proof as Blob & { name?: string }).name ?? 'proof';
    form.append(DEPOSIT_PROOF_FIELD, proof, name);
  }
  return form;
}

/** The submission, for callers outside React (the Idempotency-Key is the caller's). */
export function submitDeposit(
  client: ApiClient,
  input: DepositInput,
  context: MutationContext = {},
): Promise<DepositRecord> {
  const options: RequestOptions<'depositSubmit'> = {
    form: depositForm(input),
    ...(input.onProgress ? { onUploadProgress: input.onProgress } : {}),
    ...context,
  };
  return client.request('depositSubmit', options);
}

/** POST /deposit/app/v1 (multipart, Idempotency-Key per intent). */
export function useSubmitDeposit() {
  const client = useApiClient();
  const run = useCallback(
    (input: DepositInput, context: MutationContext) => submitDeposit(client, input, context),
    [client],
  );
  return useMutation(run, {
    idempotent: true,
    invalidates: ['depositList', 'accountList', 'assets', 'fundRecords'],
  });
}
