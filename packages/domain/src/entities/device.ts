import { enum as zEnum, literal, object, string, type infer as Infer } from 'zod';
import { deviceOses, deviceTypes } from '../device';

/** spec 3, Device info (startup overlay, spec 2). */
export const deviceInfoSchema = object({
  os: zEnum(deviceOses),
  type: zEnum(deviceTypes),
  /** spec 3: the model for an iPhone, iPad or Android device, else ''. */
  model: string().default(''),
  /** spec 3: always false (incognito is not detected). */
  isIncognito: literal(false).default(false),
});
/** spec 3, Device info. */
export type DeviceInfo = Infer<typeof deviceInfoSchema>;
