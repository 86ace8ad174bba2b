// Request and answer types per route, inferred from the contract's schemas by type only: the
// browser client never loads zod (the schemas stay in `@invest/api/contract`).
import type { ZodType, infer as Infer, input as Input } from 'zod';
import type { RouteName } from './contract/routes';
import type { schemas } from './contract/schemas';

type SchemasOf<N extends RouteName> = (typeof schemas)[N];

/** The `data` of the success answer of route `N` (unknown for a file answer). */
export type RouteResponse<N extends RouteName> =
  SchemasOf<N> extends { response: infer S extends ZodType } ? Infer<S> : unknown;

/** The JSON body route `N` takes (undefined when it takes none). */
export type RouteBody<N extends RouteName> =
  SchemasOf<N> extends { body: infer S extends ZodType } ? Input<S> : undefined;

/** The query parameters of route `N`. */
export type RouteQuery<N extends RouteName> =
  SchemasOf<N> extends { query: infer S extends ZodType }
    ? Input<S>
    : Record<string, string | number | boolean | null | undefined>;

/** The path parameters of route `N` (`:id` in the path). */
export type RouteParams<N extends RouteName> =
  SchemasOf<N> extends { params: infer S extends ZodType } ? Input<S> : Record<string, string>;
