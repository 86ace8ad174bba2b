// The health area's public face. It has no `plugin`: app.ts registers `/healthz` and `/readyz`
// with the platform itself, before the areas, so that they answer even without a database.
export { healthRoutes } from './routes';
