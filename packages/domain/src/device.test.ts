import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent, deviceOses, deviceTypes } from './device';
import { deviceInfoSchema } from './entities/device';

/** Real user agents, as the browsers send them. */
const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  ipadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  samsungBrowser:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/21.0 Chrome/110.0.5481.154 Mobile Safari/537.36',
  androidBuild:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebkit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  androidReduced:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  kaiOs:
    'Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
} as const;

describe('Device info', () => {
  it('names the systems and types of spec 3', () => {
    expect(deviceOses).toEqual(['Mac', 'Windows', 'Linux', 'iOS', 'Android', 'Unknown']);
    expect(deviceTypes).toEqual(['mobile', 'desktop']);
  });
});

describe('deviceFromUserAgent (spec 3)', () => {
  it('Chrome on Windows: Windows desktop, no model', () => {
    expect(deviceFromUserAgent(UA.chromeWindows)).toEqual({
      os: 'Windows',
      type: 'desktop',
      model: '',
      isIncognito: false,
    });
  });

  it('Safari on macOS: Mac desktop, also with a mouse (no touch points)', () => {
    expect(deviceFromUserAgent(UA.safariMac, { platform: 'MacIntel', maxTouchPoints: 0 })).toEqual({
      os: 'Mac',
      type: 'desktop',
      model: '',
      isIncognito: false,
    });
    // a Mac with a single touch point (some drivers report 1) stays a Mac
    expect(deviceFromUserAgent(UA.safariMac, { maxTouchPoints: 1 }).os).toBe('Mac');
  });

  it('iPadOS 13+ sends the Mac user agent but has touch: iOS, iPad, mobile', () => {
    expect(deviceFromUserAgent(UA.safariMac, { platform: 'MacIntel', maxTouchPoints: 5 })).toEqual({
      os: 'iOS',
      type: 'mobile',
      model: 'iPad',
      isIncognito: false,
    });
  });

  it('an iPad with an iPad user agent', () => {
    expect(deviceFromUserAgent(UA.ipadLegacy)).toMatchObject({
      os: 'iOS',
      type: 'mobile',
      model: 'iPad',
    });
  });

  it('iPhone: iOS, mobile, model iPhone', () => {
    expect(deviceFromUserAgent(UA.iphone)).toEqual({
      os: 'iOS',
      type: 'mobile',
      model: 'iPhone',
      isIncognito: false,
    });
  });

  it('an iPod touch is iOS mobile with no model (the spec names iPhone and iPad only)', () => {
    expect(deviceFromUserAgent(UA.ipod)).toMatchObject({ os: 'iOS', type: 'mobile', model: '' });
  });

  it('Android phone: the model from the user agent', () => {
    expect(deviceFromUserAgent(UA.pixel)).toEqual({
      os: 'Android',
      type: 'mobile',
      model: 'Pixel 8',
      isIncognito: false,
    });
    expect(deviceFromUserAgent(UA.samsungBrowser).model).toBe('SM-S918B');
    expect(deviceFromUserAgent(UA.androidBuild).model).toBe('LG-L160L');
  });

  it('Android tablet (no "Mobile" token) counts as mobile', () => {
    expect(deviceFromUserAgent(UA.androidTablet)).toEqual({
      os: 'Android',
      type: 'mobile',
      model: 'SM-X710',
      isIncognito: false,
    });
  });

  it('takes the client-hint model when Chrome froze it to K, or when the UA has none', () => {
    expect(deviceFromUserAgent(UA.androidReduced).model).toBe('K');
    expect(deviceFromUserAgent(UA.androidReduced, { model: 'Pixel 8' }).model).toBe('Pixel 8');
    expect(deviceFromUserAgent(UA.firefoxAndroid)).toMatchObject({ os: 'Android', model: '' });
    expect(deviceFromUserAgent(UA.firefoxAndroid, { model: ' SM-S918B ' }).model).toBe('SM-S918B');
    // a real model in the UA wins over the hint, and a blank hint is ignored
    expect(deviceFromUserAgent(UA.pixel, { model: 'Other' }).model).toBe('Pixel 8');
    expect(deviceFromUserAgent(UA.androidReduced, { model: '  ' }).model).toBe('K');
  });

  it('Firefox on Linux and ChromeOS: Linux desktop', () => {
    expect(deviceFromUserAgent(UA.firefoxLinux)).toEqual({
      os: 'Linux',
      type: 'desktop',
      model: '',
      isIncognito: false,
    });
    expect(deviceFromUserAgent(UA.chromeOs)).toMatchObject({ os: 'Linux', type: 'desktop' });
  });

  it('an unknown system with a Mobile token is a mobile device', () => {
    expect(deviceFromUserAgent(UA.kaiOs)).toMatchObject({
      os: 'Unknown',
      type: 'mobile',
      model: '',
    });
  });

  it('empty user agent: Unknown desktop', () => {
    expect(deviceFromUserAgent('')).toEqual({
      os: 'Unknown',
      type: 'desktop',
      model: '',
      isIncognito: false,
    });
  });

  it.each([
    ['Win32', 'Windows', 'desktop', ''],
    ['Windows', 'Windows', 'desktop', ''],
    ['macOS', 'Mac', 'desktop', ''],
    ['MacIntel', 'Mac', 'desktop', ''],
    ['Linux x86_64', 'Linux', 'desktop', ''],
    ['Chrome OS', 'Linux', 'desktop', ''],
    ['Android', 'Android', 'mobile', ''],
    ['iPhone', 'iOS', 'mobile', 'iPhone'],
    ['iPad', 'iOS', 'mobile', 'iPad'],
    ['iPod', 'iOS', 'mobile', ''],
    ['iOS', 'iOS', 'mobile', 'iPhone'],
    ['PlayStation', 'Unknown', 'desktop', ''],
  ] as const)('an empty user agent with platform %s: %s %s', (platform, os, type, model) => {
    expect(deviceFromUserAgent('', { platform })).toEqual({ os, type, model, isIncognito: false });
  });

  it('the platform hint with touch tells an iPad when the user agent is empty', () => {
    expect(deviceFromUserAgent('', { platform: 'MacIntel', maxTouchPoints: 5 })).toMatchObject({
      os: 'iOS',
      model: 'iPad',
    });
  });

  it('the user agent wins over the platform hint', () => {
    expect(deviceFromUserAgent(UA.chromeWindows, { platform: 'Linux' }).os).toBe('Windows');
  });

  it('never throws, never reports incognito, and always fits the entity schema', () => {
    for (const ua of [...Object.values(UA), '', '((;;))', 'Android', 'Android;;)(']) {
      const info = deviceFromUserAgent(ua, { maxTouchPoints: 5 });
      expect(info.isIncognito).toBe(false);
      expect(deviceInfoSchema.parse(info)).toEqual(info);
    }
  });
});
