// ARCHITECTURE 'The wire': every money-moving POST carries an Idempotency-Key. One key per user
// intent: the first attempt makes it, a retry of the same request reuses it (the server then
// answers as before and moves the money once), and a success or a changed request starts a new
// intent (the same key with another body would be refused with 422).
import { isRecord } from './errors';
import { randomId } from './ids';

export interface IntentKeeper {
  /** The key for a request with `input`: the current intent's, or a new one. */
  keyFor(input: unknown): string;
  /** The intent completed: the next request is a new intent. */
  succeeded(): void;
  /** Drops the intent (the user started over). */
  reset(): void;
  /** The key of the intent under way, if any. */
  readonly current: string | null;
}

/** A stable text of a request input (object keys sorted; files by name, size and date). */
export function fingerprint(value: unknown): string {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const file = value as Blob & { name?: string; lastModified?: number };
    return `blob:${file.name ?? ''}:${file.size}:${file.type}:${file.lastModified ?? ''}`;
  }
  if (typeof FormData !== 'undefined' && value instanceof FormData) {
    const entries: string[] = [];
    value.forEach((entry, name) => entries.push(`${name}=${fingerprint(entry)}`));
    return `form:[${entries.sort().join(',')}]`;
  }
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined && typeof value[k] !== 'function')
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${fingerprint(value[k])}`).join(',')}}`;
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

export function createIntentKeeper(generate: () => string = randomId): IntentKeeper {
  let key: string | null = null;
  let print: string | null = null;
  const clear = () => {
    key = null;
    print = null;
  };
  return {
    keyFor(input) {
      const next = fingerprint(input);
      if (key === null || next !== print) {
        key = generate();
        print = next;
      }
      return key;
    },
    succeeded: clear,
    reset: clear,
    get current() {
      return key;
    },
  };
}
