import { int, object, string, type infer as Infer } from 'zod';
import { entityIdSchema } from './fields';

/** spec 3, User: the client's profile (GET /auth/app/v1/client_info). */
export const userSchema = object({
  id: entityIdSchema,
  username: string(),
  /** Avatar image URL; absent or null when none was uploaded. */
  avatar: string().nullish(),
  /** Legal name, known after KYC; absent or null before. */
  full_name: string().nullish(),
  /** spec 3: shown as the order sum; a count of orders (open in the spec), 0 when absent. */
  order_num: int().min(0).default(0),
});
/** spec 3, User (parsed: `order_num` defaulted). */
export type User = Infer<typeof userSchema>;
