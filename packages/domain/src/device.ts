import type { DeviceInfo } from './entities/device';

/**
 * spec 3, Device info (shown by the startup overlay, spec 2): operating system, type and model
 * read from the user agent, with the browser's hints where the user agent is silent. Pure: the
 * caller passes `navigator.userAgent`, `navigator.platform` (or `userAgentData.platform`) and
 * `navigator.maxTouchPoints`. The entity (`deviceInfoSchema`, `DeviceInfo`) is in
 * entities/device.ts; its lists of systems and types are here, free of zod.
 */

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

/** What the browser tells besides the user agent string. */
export interface DeviceHints {
  /** `navigator.userAgentData.platform` ('macOS', 'Windows') or `navigator.platform` ('MacIntel', 'Win32'). */
  platform?: string;
  /** `navigator.maxTouchPoints`: an iPad on iPadOS 13+ sends a Mac user agent but has touch. */
  maxTouchPoints?: number;
  /** The model from user-agent client hints, for Android browsers that freeze it to 'K'. */
  model?: string;
}

/**
 * Android segments of the user agent's platform part that are not the model: the security
 * flag 'U', 'Mobile', 'Tablet', the WebView flag 'wv', Firefox's 'rv:...' and a locale ('en-us').
 */
const NOT_A_MODEL = /^(?:U|Mobile|Tablet|wv|rv:.*|[a-z]{2}(?:[-_][a-z]{2,4})?)$/i;
/** Chrome's user-agent reduction freezes the Android model to 'K'. */
const FROZEN_MODEL = 'K';

function osFromUserAgent(ua: string): DeviceOs {
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Android/i.test(ua)) return 'Android';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Macintosh|Mac OS X/.test(ua)) return 'Mac';
  // ChromeOS (CrOS) is Linux underneath; the spec has no name of its own for it
  if (/Linux|X11|CrOS/.test(ua)) return 'Linux';
  return 'Unknown';
}

function osFromPlatform(platform: string): DeviceOs {
  if (/iPhone|iPad|iPod|^iOS$/i.test(platform)) return 'iOS';
  if (/Android/i.test(platform)) return 'Android';
  if (/^Win/i.test(platform)) return 'Windows';
  if (/^Mac/i.test(platform)) return 'Mac';
  if (/Linux|Chrom(?:e|ium) OS/i.test(platform)) return 'Linux';
  return 'Unknown';
}

/** The Android model: the last segment after 'Android x' in the platform part of the UA. */
function androidModel(ua: string): string {
  const part = /\(([^)]*Android[^)]*)\)/i.exec(ua)?.[1] ?? '';
  const segments = part.split(';').map((s) => s.trim());
  const after = segments.slice(segments.findIndex((s) => /Android/i.test(s)) + 1);
  const models = after
    .map((s) => s.replace(/\s*Build\/.*$/i, '').replace(/^SAMSUNG\s+/i, ''))
    .filter((s) => s !== '' && !NOT_A_MODEL.test(s));
  return models.at(-1) ?? '';
}

/** `source`: the user agent and the platform hint. */
function iosModel(source: string, isDesktopClassIpad: boolean): string {
  if (isDesktopClassIpad || /iPad/.test(source)) return 'iPad';
  // an iPod touch says 'CPU iPhone OS' too; the spec names only iPhone and iPad models
  if (/iPod/.test(source)) return '';
  return 'iPhone';
}

/**
 * spec 3: the device info of a user agent string. An iPad on iPadOS 13+ sends a Mac user agent;
 * a Mac user agent (or platform) with more than one touch point is taken as an iPad. The
 * platform hint decides only when the user agent names no system. Never throws.
 */
export function deviceFromUserAgent(ua: string, hints: DeviceHints = {}): DeviceInfo {
  const platform = hints.platform ?? '';
  const fromUa = osFromUserAgent(ua);
  const detected = fromUa === 'Unknown' ? osFromPlatform(platform) : fromUa;
  const isDesktopClassIpad = detected === 'Mac' && (hints.maxTouchPoints ?? 0) > 1;
  const os: DeviceOs = isDesktopClassIpad ? 'iOS' : detected;

  let model = '';
  if (os === 'iOS') model = iosModel(`${ua} ${platform}`, isDesktopClassIpad);
  if (os === 'Android') {
    const fromUaModel = androidModel(ua);
    const hinted = hints.model?.trim() ?? '';
    model =
      hinted !== '' && (fromUaModel === '' || fromUaModel === FROZEN_MODEL) ? hinted : fromUaModel;
  }

  const type: DeviceType =
    os === 'iOS' || os === 'Android' || /Mobi|Tablet|Phone/i.test(ua) ? 'mobile' : 'desktop';
  return { os, type, model, isIncognito: false };
}
