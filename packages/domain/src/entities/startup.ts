import { array, ipv4, ipv6, number, object, string, union, type infer as Infer } from 'zod';
import { deviceInfoSchema } from './device';

/** A duration in ms: finite, zero or more (a failed ping counts as `FAILED_PING_MS`). */
const milliseconds = () => number().min(0);

/** spec 3/7: the public IP geolocation answer: country, city, ip. */
export const geoInfoSchema = object({
  country: string(),
  city: string(),
  ip: union([ipv4(), ipv6()]),
});
/** spec 3: where the user is, from the public IP lookup. */
export type GeoInfo = Infer<typeof geoInfoSchema>;

/** spec 2/3: one sampled URL and its round trip in ms. */
export const latencySampleResultSchema = object({
  url: string().min(1),
  ms: milliseconds(),
});
/** spec 2/3: one sampled URL and its round trip. */
export type LatencySampleResult = Infer<typeof latencySampleResultSchema>;

/**
 * spec 3, Startup panel inputs: geo, avgLatency (ms), samples, progress (percent 0-100); the
 * device is among the overlay's optional details (spec 2). Details not known yet are absent.
 */
export const startupPanelInputSchema = object({
  geo: geoInfoSchema.optional(),
  device: deviceInfoSchema.optional(),
  avgLatency: milliseconds().optional(),
  samples: array(latencySampleResultSchema).default([]),
  progress: object({ percent: number().min(0).max(100) }),
});
/** spec 3, Startup panel inputs. */
export type StartupPanelInput = Infer<typeof startupPanelInputSchema>;
