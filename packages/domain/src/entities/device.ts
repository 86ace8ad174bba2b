import { enum as zEnum, literal, object, string, type infer as Infer } from 'zod';

/** spec 3, Device info: the operating systems told apart. */
export const deviceOses = [
  /** macOS. */
  'Mac',
  /** Microsoft Windows. */
  'Windows',
  /** Linux (not Android). */
  'Linux',
  /** iOS and iPadOS. */
  'iOS',
  /** Android. */
  'Android',
  /** Anything else, or not detectable. */
  'Unknown',
] as const;
export type DeviceOs = (typeof deviceOses)[number];

/** spec 3, Device info: the device types. */
export const deviceTypes = [
  /** Phones, pads and tablets. */
  'mobile',
  /** Everything else. */
  'desktop',
] as const;
export type DeviceType = (typeof deviceTypes)[number];

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
