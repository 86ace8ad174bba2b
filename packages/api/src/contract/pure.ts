// Area files keep routes and schemas together, yet the browser entries (`@invest/api`, `/hooks`)
// read only the routes and must not load zod. A schema declared as
// `/* @__PURE__ */ schema(() => ...)` is dropped by the bundler wherever it is unused (esbuild
// and rollup honour the annotation; a plain `object(...)` call at the top of a module would be
// kept, since the bundler cannot prove it free of side effects).

/** Builds a schema when the module loads (see above: always with the pure annotation). */
export const schema = <T>(build: () => T): T => build();
