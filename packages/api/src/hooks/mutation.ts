// The write hook every area's mutations are made of: state, revalidation of what it changed,
// and for a money-moving call an Idempotency-Key made once per user intent and reused on retry
// (ARCHITECTURE 'The wire').
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { RequestOptions } from '../client';
import { routes, type RouteDef, type RouteName } from '../contract/routes';
import { ApiError, isApiError } from '../errors';
import { createIntentKeeper } from '../idempotency';
import type { Session } from '../session';
import type { RouteBody, RouteResponse } from '../types';
import { useApiClient, useSession } from './context';
import { isKeyOf, type QueryName } from './keys';

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

const isMoneyMoving = (name: RouteName) => (routes[name] as RouteDef).moneyMoving === true;

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
  return useMutation(run, { ...options, idempotent: options.idempotent ?? isMoneyMoving(name) });
}

/** A route mutation whose input is just its JSON body. */
export function useBodyMutation<N extends RouteName>(name: N, options: MutationOptions = {}) {
  const client = useApiClient();
  const run = useCallback(
    (body: RouteBody<N>, context: MutationContext) =>
      client.request(name, { body, ...context } as RequestOptions<N>),
    [client, name],
  );
  return useMutation(run, { ...options, idempotent: options.idempotent ?? isMoneyMoving(name) });
}

/** The provider's session, for the mutations that drive it (login, logout). */
export function useRequiredSession(): Session {
  const session = useSession();
  if (!session) throw new Error('This hook needs an <ApiProvider session={...}>.');
  return session;
}
