// fast-check arbitraries for the contract fuzz: values that fit a zod schema (through its JSON
// Schema), values that break it in one place, and hostile payloads (wrong types, huge strings,
// unicode, nulls, extra fields, prototype keys, bad JSON).
import fc, { type Arbitrary } from 'fast-check';
import { toJSONSchema, type ZodType } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** The JSON Schema of a request part, as the client sends it (before transforms). */
export function jsonSchemaOf(schema: ZodType): JsonSchema {
  return toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Strings of every kind: ASCII, full unicode (astral, combining, RTL), control characters. */
export const anyText = (maxLength = 40): Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\u202e\u0041\u0042',
      '😀👩‍👩‍👧',
      'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
      "' OR '1'='1",
      '"; drop table users; --',
      '<script>alert(1)</script>',
      '../../../../etc/passwd',
      '%00%ff',
      '${jndi:ldap://x}',
      '\ud800',
      'null',
      'undefined',
      '__proto__',
      'constructor',
    ),
  );

/** A value that fits the JSON Schema (strings may still break business rules). */
export function fitting(schema: JsonSchema): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(fitting));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const model: Record<string, Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(props)) model[key] = fitting(sub);
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(fitting(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'string': {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 64, 64);
      return fc
        .oneof(
          fc.string({ minLength, maxLength }),
          fc.string({ unit: 'grapheme', minLength, maxLength }),
          // plausible values: digits (mobiles, PINs, codes), dates, words
          fc.stringMatching(/^\d{1,12}$/),
          fc.constantFrom(
            '2025550143',
            '123456',
            '1990-01-01',
            'Demo-pass-1',
            'ABCPM1234F',
            'demo',
          ),
        )
        .filter((s) => s.length >= minLength && s.length <= Math.max(maxLength, minLength));
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A JSON value of the wrong kind, or an extreme one. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 53, -(2 ** 63), 1e308, 0.1 + 0.2, -0),
  fc.constantFrom('', ' ', '   \t\n'),
  anyText(200),
  fc.nat({ max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
  fc.dictionary(anyText(10), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys a client must never be able to set (mass assignment) or that attack parsers. */
export const extraKeys: Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'vip',
      'score',
      'perms',
      'features',
      'kyc_status',
      'kyc_force',
      'client_deposit',
      'tenant_id',
      'id',
      'user_id',
      'role',
      'is_admin',
      'status',
      'password_hash',
      'pin_hash',
    ),
    anyText(12),
  ),
  hostileValue,
  { minKeys: 1, maxKeys: 4 },
);

/** A fitting object broken in one way: a field of the wrong type, a field removed, extra keys. */
export function brokenObject(schema: JsonSchema): Arbitrary<unknown> {
  const props = Object.keys(schema.properties ?? {});
  const valid = fitting(schema) as Arbitrary<Record<string, unknown>>;
  const variants: Arbitrary<unknown>[] = [
    fc.tuple(valid, extraKeys).map(([v, extra]) => ({ ...v, ...extra })),
  ];
  if (props.length > 0) {
    variants.push(
      fc
        .tuple(valid, fc.constantFrom(...props), hostileValue)
        .map(([v, key, bad]) => ({ ...v, [key]: bad })),
      fc.tuple(valid, fc.constantFrom(...props)).map(([v, key]) => {
        const copy = { ...v };
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof(...variants);
}

/** Raw bodies that are not the JSON they claim to be, or that attack the parser. */
export const rawHostileBody: Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    'null',
    '[]',
    '"text"',
    '1e999',
    '{',
    '{"a":}',
    "{'single':'quotes'}",
    '{"a":1,}',
    '\ufeff{}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":"\\ud800"}',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
  ),
  anyText(100),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
);

/** Content types other than JSON, or broken JSON ones. */
export const wrongContentType: Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'application/octet-stream',
  'image/png',
  '*/*',
  'application/jsonx',
  'text/html; charset=utf-8',
);

/** Header values a client could send (fetch refuses CR, LF and NUL). */
export const headerText: Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 80 }).map((s) => s.replace(/[\r\n\0]/g, '')),
  fc.constantFrom('x'.repeat(6000), ' ', 'null', 'Bearer', 'Bearer ', 'bearer x.y.z', 'ü', '%00'),
);

/** Query strings: random keys and values, repeated keys, arrays, odd encodings. */
export const hostileQuery: Arbitrary<string> = fc.oneof(
  fc
    .dictionary(anyText(12), anyText(40), { maxKeys: 4 })
    .map((d) => new URLSearchParams(d as Record<string, string>).toString()),
  fc.constantFrom(
    'status=',
    'status=all&status=pending',
    'status[]=all',
    'status[$ne]=x',
    'a=%ZZ',
    '&&&',
    '=',
    `q=${'x'.repeat(9000)}`,
    '__proto__[x]=1',
  ),
);

/** Minimal images by magic bytes, and files that only pretend to be images. */
export const PNG_1x1 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const fileBytes: Arbitrary<Uint8Array> = fc.oneof(
  fc.constant(PNG_1x1),
  fc.uint8Array({ maxLength: 512 }),
  fc.uint8Array({ maxLength: 256 }).map((b) => Uint8Array.from([0xff, 0xd8, 0xff, ...b])),
  fc.uint8Array({ maxLength: 256 }).map((b) => Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, ...b])),
  fc.constant(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
  fc.constant(new Uint8Array(0)),
);
