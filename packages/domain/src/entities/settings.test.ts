import { describe, expect, it } from 'vitest';
import { appThemes } from '../themes';
import { companyInfoSchema, systemSettingsSchema } from './settings';

describe('Company info', () => {
  const company = {
    co_name: 'Invest Wealth Ltd.',
    icp_no: '沪ICP备12345678号',
    co_address: '1 Finance Street, Mumbai',
    app_video: 'https://cdn.example.com/intro.mp4',
  };

  it('accepts the company of GET /setting/v1/co', () => {
    expect(companyInfoSchema.parse(company)).toEqual(company);
  });

  it('needs only the name', () => {
    expect(companyInfoSchema.safeParse({ co_name: 'Invest', icp_no: null }).success).toBe(true);
    expect(companyInfoSchema.safeParse({ ...company, co_name: '' }).success).toBe(false);
    expect(companyInfoSchema.safeParse({ icp_no: 'x' }).success).toBe(false);
  });
});

describe('System settings', () => {
  const settings = {
    app_name: 'Invest',
    web_logo: 'https://cdn.example.com/logo.svg',
    app_version: '2.4.1',
    app_template: 'edel',
    locales: [
      {
        name: 'English',
        code: 'US',
        emoji: '🇺🇸',
        image: '/flags/us.svg',
        locale: 'en-US',
        language: 'en',
        currency: 'USD',
        phoneCode: '1',
        timezone: 'America/New_York',
      },
    ],
  };

  it('accepts the settings of GET /setting/v1/app', () => {
    expect(systemSettingsSchema.parse(settings)).toEqual(settings);
  });

  it.each(appThemes)('keeps the theme %s', (theme) => {
    expect(systemSettingsSchema.parse({ ...settings, app_template: theme }).app_template).toBe(
      theme,
    );
  });

  it.each(['', 'sunset', null, 3])(
    'reads an unknown theme (%j) as absent rather than failing the settings',
    (theme) => {
      const parsed = systemSettingsSchema.parse({ ...settings, app_template: theme });
      expect(parsed.app_template).toBeUndefined();
      expect(parsed.app_name).toBe('Invest');
    },
  );

  it('needs the app name; the rest may be absent', () => {
    expect(systemSettingsSchema.safeParse({ app_name: 'Invest' }).success).toBe(true);
    expect(systemSettingsSchema.safeParse({ web_logo: 'x' }).success).toBe(false);
  });

  it('refuses a malformed locale', () => {
    const locales = [{ ...settings.locales[0], currency: 'dollar' }];
    expect(systemSettingsSchema.safeParse({ ...settings, locales }).success).toBe(false);
  });
});
