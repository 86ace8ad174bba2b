// Answers are checked against the contract's response schema before they leave: a wrong field
// type is a 500, not a malformed answer, and a field the contract does not declare (a hash, a
// secret column of the row) is dropped. fastify-type-provider-zod does it with zod's `encode`,
// which walks each checked field twice (a canary pass, then the checks) and skips the object's
// compiled fast path: a third of an authenticated read's serialization time. For a plain schema
// (no codec, transform, default or catch: its wire form is its value) `encode` and `parse` accept
// the same values and give the same result, so a plain schema is checked by `parse`, whose object
// shapes zod compiles once; any other keeps `encode`.
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { safeParse, toJSONSchema, type ZodType } from 'zod';
import { $ZodType } from 'zod/v4/core';

/** The zod types whose parse differs from their encode (or that a JSON Schema cannot show). */
const DIRECTIONAL = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'custom']);

/** Whether `schema` validates the same values in both directions (see above). */
export function isPlainSchema(schema: ZodType): boolean {
  let plain = true;
  try {
    toJSONSchema(schema, {
      io: 'output',
      // `unrepresentable: 'throw'` (the default) already refuses dates, bigints and functions
      override: ({ zodSchema }) => {
        if (DIRECTIONAL.has(zodSchema._zod.def.type)) plain = false;
      },
    });
  } catch {
    return false;
  }
  return plain;
}

/** The platform's serializer compiler: plain response schemas by `parse`, the rest by `encode`. */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof $ZodType) || !isPlainSchema(schema as ZodType)) {
    return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  }
  const { method, url } = route;
  return (data: unknown) => {
    const result = safeParse(schema as ZodType, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
