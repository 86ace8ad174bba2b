// One mutation per write of the server (spec 7). Each revalidates what it changed; a
// money-moving one sends an Idempotency-Key made once per user intent and reused on retry
// (ARCHITECTURE 'The wire').
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiClient, RequestOptions } from '../client';
import { routes, type RouteDef, type RouteName } from '../contract/routes';
import type { UploadPurpose, UploadResponse } from '../contract/schemas';
import { ApiError, isApiError } from '../errors';
import { createIntentKeeper } from '../idempotency';
import { isKeyOf, type QueryName } from '../keys';
import type { LoginCredentials, Session } from '../session';
import type { UploadProgress } from '../transport';
import type { RouteBody, RouteResponse } from '../types';
import { useApiClient, useSession, userResources } from './context';

export interface MutationState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isMutating: boolean;
}

export interface Mutation<I, T> extends MutationState<T> {
  /** Runs the mutation; rejects with the ApiError of a failure (also kept in `error`). */
  trigger(input: I): Promise<T>;
  /** Clears data and error, and starts a new intent (a new Idempotency-Key). */
  reset(): void;
}

export interface MutationOptions {
  /** The resources revalidated after a success. */
  invalidates?: readonly QueryName[];
  /** Send an Idempotency-Key per user intent. @default the route's `moneyMoving` */
  idempotent?: boolean;
}

export interface MutationContext {
  /** The intent's key (idempotent mutations only). */
  idempotencyKey?: string;
}

const idle = { data: undefined, error: undefined, isMutating: false } as const;
const none: readonly QueryName[] = [];

const toApiError = (error: unknown): ApiError =>
  isApiError(error)
    ? error
    : new ApiError({ message: error instanceof Error ? error.message : String(error), status: 0 });

/**
 * The mutation helper: state, revalidation after success, and the intent's Idempotency-Key
 * (the same key for a retry of the same input until a success or `reset`).
 */
export function useMutation<I, T>(
  run: (input: I, context: MutationContext) => Promise<T>,
  options: MutationOptions = {},
): Mutation<I, T> {
  const { mutate } = useSWRConfig();
  const [intent] = useState(() => createIntentKeeper());
  const [state, setState] = useState<MutationState<T>>(idle);
  const idempotent = options.idempotent ?? false;
  const invalidates = (options.invalidates ?? none).join(' ');

  const trigger = useCallback(
    async (input: I) => {
      const context: MutationContext = idempotent ? { idempotencyKey: intent.keyFor(input) } : {};
      setState((s) => ({ ...s, error: undefined, isMutating: true }));
      try {
        const data = await run(input, context);
        intent.succeeded();
        setState({ data, error: undefined, isMutating: false });
        if (invalidates !== '') {
          void mutate(isKeyOf(...(invalidates.split(' ') as QueryName[])));
        }
        return data;
      } catch (error) {
        const apiError = toApiError(error);
        setState((s) => ({ data: s.data, error: apiError, isMutating: false }));
        throw apiError;
      }
    },
    [run, idempotent, intent, invalidates, mutate],
  );
  const reset = useCallback(() => {
    intent.reset();
    setState(idle);
  }, [intent]);
  return { ...state, trigger, reset };
}

/** The input of a plain route mutation: its body and, where needed, query and path params. */
export type RouteMutationInput<N extends RouteName> = Pick<
  RequestOptions<N>,
  'body' | 'query' | 'params' | 'form' | 'onUploadProgress' | 'signal'
>;

/** The mutation of the contract route `name`. */
export function useApiMutation<N extends RouteName>(
  name: N,
  options: MutationOptions = {},
): Mutation<RouteMutationInput<N>, RouteResponse<N>> {
  const client = useApiClient();
  const run = useCallback(
    (input: RouteMutationInput<N>, context: MutationContext) =>
      client.request(name, { ...input, ...context }),
    [client, name],
  );
  const moneyMoving = (routes[name] as RouteDef).moneyMoving === true;
  return useMutation(run, { ...options, idempotent: options.idempotent ?? moneyMoving });
}

/** A route mutation whose input is just its JSON body. */
function useBodyMutation<N extends RouteName>(name: N, options: MutationOptions = {}) {
  const client = useApiClient();
  const run = useCallback(
    (body: RouteBody<N>, context: MutationContext) =>
      client.request(name, { body, ...context } as RequestOptions<N>),
    [client, name],
  );
  const moneyMoving = (routes[name] as RouteDef).moneyMoving === true;
  return useMutation(run, { ...options, idempotent: options.idempotent ?? moneyMoving });
}

function useRequiredSession(): Session {
  const session = useSession();
  if (!session) throw new Error('This hook needs an <ApiProvider session={...}>.');
  return session;
}

// -- auth -----------------------------------------------------------------------------------

/** spec 4: signs in; resolves 'authenticated' or 'mfa_required'. */
export function useLogin() {
  const session = useRequiredSession();
  const run = useCallback((credentials: LoginCredentials) => session.login(credentials), [session]);
  return useMutation(run);
}

/** spec 4: logs out and clears everything (signed-in data leaves the cache). */
export function useLogout() {
  const session = useRequiredSession();
  const run = useCallback((_: void) => session.logout(), [session]);
  return useMutation(run);
}

/**
 * spec 4: verifies an MFA code: the pending login's (then authenticated) or, when signed in,
 * the confirmation of a new MFA binding.
 */
export function useMfaVerify() {
  const client = useApiClient();
  const session = useSession();
  const run = useCallback(
    async (code: string) => {
      if (session && session.getSnapshot().auth.status === 'mfa_required') {
        await session.verifyMfa(code);
        return;
      }
      // binding MFA while signed in: the server answers new tokens for the session
      client.setTokens(await client.request('mfaVerify', { body: { code } }));
    },
    [client, session],
  );
  return useMutation(run, { invalidates: ['clientInfo'] });
}

/** POST /user/v1/mfa/bind: a new TOTP secret to confirm with useMfaVerify. */
export const useMfaBind = () => useApiMutation('mfaBind');

export const useRegister = () => useBodyMutation('register');
export const useSendCode = () => useBodyMutation('sendCode');
export const useResetPassword = () => useBodyMutation('resetPassword');

/** spec 4: after a password change the user must log in again (the session is cleared here). */
export function useChangePassword() {
  const client = useApiClient();
  const session = useSession();
  const run = useCallback(
    async (body: RouteBody<'changePassword'>) => {
      const answer = await client.request('changePassword', { body });
      session?.clear();
      return answer;
    },
    [client, session],
  );
  return useMutation(run);
}

export const useVerifyPassword = () => useBodyMutation('verifyPassword');
export const useSetPin = () => useBodyMutation('setPin', { invalidates: ['clientInfo'] });
export const useVerifyPin = () => useBodyMutation('verifyPin');

// -- profile, uploads, KYC ------------------------------------------------------------------

export const useSetAvatar = () => useBodyMutation('setAvatar', { invalidates: ['clientInfo'] });

export interface UploadImageInput {
  file: Blob;
  /** What the image is for (avatar, KYC front/back, deposit proof). */
  purpose: UploadPurpose;
  /** Upload progress (the KYC screen shows it). */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Builds the multipart body of POST /upload/app/v1/image. */
export function uploadForm(file: Blob, purpose: UploadPurpose): FormData {
  const form = new FormData();
  form.append('purpose', purpose);
  const name = (file as Blob & { name?: string }).name ?? 'image';
  form.append('file', file, name);
  return form;
}

/** Uploads an image (multipart), reporting progress; resolves its id and URL. */
export function useUploadImage() {
  const client = useApiClient();
  const run = useCallback(
    (input: UploadImageInput): Promise<UploadResponse> => uploadImage(client, input),
    [client],
  );
  return useMutation(run);
}

/** The upload itself, for callers outside React. */
export function uploadImage(client: ApiClient, input: UploadImageInput): Promise<UploadResponse> {
  return client.request('uploadImage', {
    form: uploadForm(input.file, input.purpose),
    ...(input.onProgress ? { onUploadProgress: input.onProgress } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
}

export const useKycSubmit = () =>
  useBodyMutation('kycSubmit', { invalidates: ['kycDetail', 'kycVerified', 'clientInfo'] });

// -- messages -------------------------------------------------------------------------------

export const useMessageRead = () =>
  useBodyMutation('messageRead', { invalidates: ['messageList'] });
export const useMessageDeleteAll = () =>
  useApiMutation('messageDeleteAll', { invalidates: ['messageList'] });

/** Revalidates every signed-in resource (after a change the server made elsewhere). */
export function useRevalidateAll() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isKeyOf(...userResources)), [mutate]);
}
