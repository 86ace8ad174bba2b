// Area files keep routes and schemas together, yet the browser entries (`@invest/api`, `/hooks`)
// read only the routes and must not load zod. Every schema of an area file is built through
// `wireSchema`, and the web app's bundler is told that its calls are free of side effects
// (`scripts/pure-functions.mjs`, read by apps/web/vite.config.ts), so a schema no page uses is
// dropped with the zod it needs. A top-level `object(...)` call outside it would be kept: the
// bundler cannot prove it pure. The bundler matches the name as written, so import it unrenamed.

/** Builds a schema of the wire contract when the module loads (see above: the only way to declare one). */
export const wireSchema = <T>(build: () => T): T => build();
