// Functions the web app's bundler may treat as free of side effects (rolldown's
// `treeshake.manualPureFunctions`): an unused call is dropped, and with it what only the call
// needs. Rolldown matches the first identifier of a call or member chain, in every module of the
// bundle and inside function bodies too (`x.parse(v)` on a listed `x` is dropped), so list only
// names that nothing else uses: never zod's `object`, `string` or `array` (`array.push(v)` in a
// dependency would vanish), never a common word such as `schema`.
export const pureFunctions = [
  // @invest/api's contract: every area schema is built through it (packages/api/src/contract/wireSchema.ts)
  'wireSchema',
];
