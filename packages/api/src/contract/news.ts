// Area news (ARCHITECTURE 'The wire': GET /news/app/v1/list, GET
// /news/app/v1/{id}). Public: generated headlines tied to the simulated moves, and what the back
// office published for the tenant.
import { marketIds, newsDetailSchema, newsItemSchema } from '@invest/domain';
import { array, enum as zEnum, int, object } from 'zod';
import { coerce } from 'zod';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { text } from './text';

export const newsRoutes = {
  newsList: def({ method: 'GET', path: '/news/app/v1/list', auth: 'public' }),
  newsDetail: def({ method: 'GET', path: '/news/app/v1/:id', auth: 'public' }),
} as const satisfies Record<string, RouteDef>;

// the area's entities are the domain's (one definition each); named here too for its users
export {
  newsDetailSchema,
  newsItemSchema,
  newsKinds,
  type NewsDetail,
  type NewsItem,
  type NewsKind,
} from '@invest/domain';

export const newsListQuerySchema = wireSchema(() =>
  object({
    symbol: text({ max: 20, trim: true }).optional(),
    market: text({ max: 10, trim: true }).optional(),
    /** The market the client chose (spec 2 Home: its news follows the market picker). */
    country: zEnum(marketIds).optional(),
    limit: coerce.number().pipe(int().min(1).max(100)).optional(),
  }),
);

const newsListSchema = wireSchema(() => array(newsItemSchema));
const newsIdParamsSchema = wireSchema(() =>
  object({ id: text({ max: 120 }).regex(/^[A-Za-z0-9:._-]+$/) }),
);

// every value below is a wireSchema, so the browser bundles drop them (contract/wireSchema.ts)
export const newsSchemas = {
  newsList: { query: newsListQuerySchema, response: newsListSchema },
  newsDetail: { params: newsIdParamsSchema, response: newsDetailSchema },
} as const;
