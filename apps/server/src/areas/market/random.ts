// A counter-based generator: every random number is a hash of (seed, instrument,
// stream, counters), so any value can be drawn alone, in any order, in any process.

/** The simulator's seed: every price is a pure function of (seed, instrument, time). */
export type SimSeed = string | number;

/** murmur3's 32-bit finaliser. */
function fmix32(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over the UTF-16 code units of a string, finalised. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** The 32-bit hash of a seed. */
export const seedHash = (seed: SimSeed): number =>
  typeof seed === 'number' ? fmix32(Math.floor(seed) | 0) : hashString(seed);

/** Folds integers into a 32-bit hash. */
export function hashInts(a: number, b: number, c: number, d: number, e = 0): number {
  let h = fmix32(a ^ 0x9e3779b9);
  h = fmix32(Math.imul(h ^ (b | 0), 0x27d4eb2d) + 0x165667b1);
  h = fmix32(Math.imul(h ^ (c | 0), 0x27d4eb2d) + 0x165667b1);
  h = fmix32(Math.imul(h ^ (d | 0), 0x27d4eb2d) + 0x165667b1);
  return fmix32(Math.imul(h ^ (e | 0), 0x27d4eb2d) + 0x165667b1);
}

/** A uniform number in (0, 1). */
export const uniform = (a: number, b: number, c: number, d: number, e = 0): number =>
  (hashInts(a, b, c, d, e) + 0.5) / 4_294_967_296;

/** A standard normal number (Box-Muller over two hashed uniforms). */
export function normal(a: number, b: number, c: number, d: number, e = 0): number {
  const u1 = uniform(a, b, c, d, e);
  const u2 = uniform(a ^ 0x5bd1e995, b, c, d, e);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/**
 * A stream's base hash: draws that share (seed, key, stream, day) take one base and a counter
 * (`uniformAt`, `normalAt`), one finaliser per draw instead of five.
 */
export const streamBase = (a: number, b: number, c: number, d: number): number =>
  hashInts(a, b, c, d);

/** The i-th uniform (0, 1) of a stream. */
export const uniformAt = (base: number, i: number): number =>
  (fmix32((base + Math.imul(i + 1, 0x9e3779b9)) | 0) + 0.5) / 4_294_967_296;

/** The i-th standard normal of a stream (uses counters 2i and 2i+1). */
export function normalAt(base: number, i: number): number {
  const u1 = uniformAt(base, 2 * i);
  const u2 = uniformAt(base, 2 * i + 1);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** The i-th pair of independent standard normals of a stream (Box-Muller, both halves). */
export function normalPairAt(base: number, i: number): [number, number] {
  const r = Math.sqrt(-2 * Math.log(uniformAt(base, 2 * i)));
  const angle = 2 * Math.PI * uniformAt(base, 2 * i + 1);
  return [r * Math.cos(angle), r * Math.sin(angle)];
}
