import { describe, expect, it } from 'vitest';
import { appThemes, effectiveUpColor, isUpColor, upColors } from './themes';

describe('System settings', () => {
  it('lists the eight themes of spec 1', () => {
    expect(appThemes).toEqual(['stand', 'neo', 'abs', 'edel', 'sc', 'jp', 'dark', 'light']);
  });
});

describe('the up colour', () => {
  it('offers green-up and red-up', () => {
    expect(upColors).toEqual(['green', 'red']);
    expect(isUpColor('red')).toBe(true);
    expect(isUpColor('blue')).toBe(false);
    expect(isUpColor(null)).toBe(false);
  });

  it('is green by default, red by default for zh-CN', () => {
    for (const locale of ['en-US', 'pl-PL', 'de-DE', 'hi-IN', 'es-ES', 'tr-TR', 'eu-ES'])
      expect(effectiveUpColor(null, locale)).toBe('green');
    expect(effectiveUpColor(null, 'zh-CN')).toBe('red');
  });

  it('follows the client once they chose, whatever the locale', () => {
    expect(effectiveUpColor('green', 'zh-CN')).toBe('green');
    expect(effectiveUpColor('red', 'en-US')).toBe('red');
  });
});
