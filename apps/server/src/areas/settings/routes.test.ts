// spec 7 settings calls and the geolocation lookup over real HTTP, and the back-office tenant
// services (createTenant, updateTenantSettings, setDepositBank).
import type { AppSettings, Country, GeoLookup } from '@invest/api/contract';
import { appSettingsSchema } from '@invest/api/contract';
import { localeInfoSchema } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { countryFromLanguage, lookupGeo } from './geo';
import {
  LOCALE_TABLE,
  createTenant,
  getDepositBank,
  setDepositBank,
  updateTenantSettings,
} from './service';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';

describe('the locale table', () => {
  it('holds the seven product locales, each a valid spec 3 Locale', () => {
    expect(LOCALE_TABLE.map((l) => l.locale)).toEqual([
      'en-US',
      'pl-PL',
      'zh-CN',
      'hi-IN',
      'es-ES',
      'tr-TR',
      'de-DE',
    ]);
    for (const locale of LOCALE_TABLE) expect(localeInfoSchema.parse(locale)).toEqual(locale);
  });
});

describe('lookupGeo (offline table)', () => {
  it.each([
    ['127.0.0.1', 'Local network', ''],
    ['::1', 'Local network', ''],
    ['::ffff:127.0.0.1', 'Local network', ''],
    ['10.1.2.3', 'Local network', ''],
    ['192.168.1.20', 'Local network', ''],
    ['172.20.0.5', 'Local network', ''],
    ['fd12:3456::1', 'Local network', ''],
    ['84.130.1.1', 'Germany', 'DE'],
    ['83.10.20.30', 'Poland', 'PL'],
    ['117.200.1.1', 'India', 'IN'],
    ['223.5.5.5', 'China', 'CN'],
    ['80.58.61.250', 'Spain', 'ES'],
    ['78.170.1.1', 'Türkiye', 'TR'],
    ['55.1.2.3', 'United States', 'US'],
  ])('%s is %s', (ip, country, code) => {
    expect(lookupGeo(ip)).toMatchObject({ ip, country, country_code: code });
  });

  it('gives a city where the table knows one', () => {
    expect(lookupGeo('223.5.5.5')).toEqual({
      ip: '223.5.5.5',
      country: 'China',
      country_code: 'CN',
      city: 'Hangzhou',
    });
  });

  it('falls back to the Accept-Language region for an address it does not know', () => {
    expect(lookupGeo('198.51.100.7', 'pl-PL,pl;q=0.9,en;q=0.8')).toEqual({
      ip: '198.51.100.7',
      country: 'Poland',
      country_code: 'PL',
      city: '',
    });
    // the table wins over the header
    expect(lookupGeo('84.130.1.1', 'pl-PL').country_code).toBe('DE');
  });

  it('answers empty country and city when nothing is known, and never throws', () => {
    expect(lookupGeo('198.51.100.7')).toEqual({
      ip: '198.51.100.7',
      country: '',
      country_code: '',
      city: '',
    });
    expect(lookupGeo('198.51.100.7', 'fr-FR')).toMatchObject({ country: '', country_code: '' });
    expect(lookupGeo('not an ip', 'x;;;q=')).toEqual({
      ip: '',
      country: '',
      country_code: '',
      city: '',
    });
    expect(lookupGeo(undefined, undefined).country).toBe('');
  });

  it('reads Accept-Language by quality, regions first, bare languages as their market', () => {
    expect(countryFromLanguage('en;q=0.2, de-DE;q=0.9')).toBe('DE');
    expect(countryFromLanguage('tr')).toBe('TR');
    expect(countryFromLanguage('zh-Hans-CN')).toBe('CN');
    expect(countryFromLanguage('fr-FR, es;q=0.5')).toBe('ES');
    expect(countryFromLanguage('*')).toBeUndefined();
    expect(countryFromLanguage('')).toBeUndefined();
  });
});

describe.each(databaseKinds())('settings calls on %s', (kind) => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  it('GET app answers the settings with the default locales (spec 1) and no theme', async () => {
    const res = await call<AppSettings>(s, 'settingsApp', {});
    expect(res.status).toBe(200);
    const data = res.json.data as AppSettings;
    expect(appSettingsSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      app_name: 'Tenant demo Invest',
      app_version: '1.0.0',
      app_template: null,
      default_locale: 'en-US',
      default_currency: 'USD',
    });
    expect(data.locales.map((l) => l.code)).toEqual(['US', 'PL', 'CN']);
  });

  it('GET app follows the tenant: enabled locales (default first), theme and currency', async () => {
    await updateTenantSettings(s.db.db, 'demo', {
      enabled_locales: ['en-US', 'hi-IN', 'de-DE'],
      default_locale: 'hi-IN',
      app_template: 'dark',
      currency: 'INR',
    });
    const res = await call<AppSettings>(s, 'settingsApp', {});
    expect(res.json.data).toMatchObject({
      app_template: 'dark',
      default_locale: 'hi-IN',
      default_currency: 'INR',
    });
    expect(res.json.data?.locales.map((l) => l.locale)).toEqual(['hi-IN', 'en-US', 'de-DE']);
    await updateTenantSettings(s.db.db, 'demo', {
      enabled_locales: ['en-US', 'pl-PL', 'zh-CN'],
      default_locale: 'en-US',
      app_template: null,
      currency: 'USD',
    });
  });

  it('GET app shows no theme for a stored value the client does not have', async () => {
    await s.db.db
      .updateTable('tenants')
      .set({ app_template: 'neon' })
      .where('id', '=', 'demo')
      .execute();
    const res = await call<AppSettings>(s, 'settingsApp', {});
    expect(res.json.data?.app_template).toBeNull();
    await s.db.db
      .updateTable('tenants')
      .set({ app_template: null })
      .where('id', '=', 'demo')
      .execute();
  });

  it('GET co answers the company info', async () => {
    const res = await call(s, 'settingsCompany', {});
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      co_name: 'Tenant demo Securities Ltd.',
      icp_no: '',
      co_address: '1 Market Street',
      app_video: '',
    });
  });

  it('GET countries answers the enabled countries, acc_countries those for accounts', async () => {
    const all = await call<Country[]>(s, 'settingsCountries', {});
    expect(all.status).toBe(200);
    expect(all.json.data?.map((c) => c.code)).toEqual(['PL', 'US']);
    expect(all.json.data?.[1]).toEqual({
      code: 'US',
      name: 'United States',
      phone_code: '1',
      currency: 'USD',
      timezone: 'America/New_York',
      emoji: '',
    });
    const acc = await call<Country[]>(s, 'settingsAccountCountries', {});
    expect(acc.json.data?.map((c) => c.code)).toEqual(['US']);

    await s.db.db
      .updateTable('tenant_countries')
      .set({ enabled: false })
      .where('tenant_id', '=', 'demo')
      .where('code', '=', 'PL')
      .execute();
    const fewer = await call<Country[]>(s, 'settingsCountries', {});
    expect(fewer.json.data?.map((c) => c.code)).toEqual(['US']);
  });

  it('refuses a missing or unknown tenant with 400 and no 5xx', async () => {
    for (const name of [
      'settingsApp',
      'settingsCompany',
      'settingsCountries',
      'settingsAccountCountries',
    ] as const) {
      expect((await call(s, name, { tenant: null })).status).toBe(400);
      expect((await call(s, name, { tenant: 'nope' })).status).toBe(400);
      expect((await call(s, name, { tenant: 'NOT VALID!' })).status).toBe(400);
    }
  });

  it('GET geo answers the local network for a loopback caller, without a tenant', async () => {
    const res = await call<GeoLookup>(s, 'geoLookup', { tenant: null });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      ip: '127.0.0.1',
      country: 'Local network',
      country_code: '',
      city: '',
    });
  });

  it('GET geo ignores X-Forwarded-For (no proxy is trusted)', async () => {
    const res = await call<GeoLookup>(s, 'geoLookup', {
      headers: { 'x-forwarded-for': '84.130.1.1', 'accept-language': 'de-DE' },
    });
    expect(res.json.data).toMatchObject({ ip: '127.0.0.1', country: 'Local network' });
  });

  describe('back-office tenant services', () => {
    it('creates a tenant with its locales, countries and settings', async () => {
      const created = await createTenant(s.db.db, {
        id: 'kun',
        name: 'Kun Capital',
        appName: 'Kun Invest',
        currency: 'INR',
        enabledLocales: ['hi-IN', 'en-US'],
        csKey: 'kun-chat',
        appTemplate: 'edel',
      });
      expect(created).toEqual({
        id: 'kun',
        defaultLocale: 'hi-IN',
        enabledLocales: ['hi-IN', 'en-US'],
        countries: ['IN', 'US'],
      });
      const app = await call<AppSettings>(s, 'settingsApp', { tenant: 'kun' });
      expect(app.json.data).toMatchObject({
        app_name: 'Kun Invest',
        app_template: 'edel',
        default_locale: 'hi-IN',
        default_currency: 'INR',
      });
      const countries = await call<Country[]>(s, 'settingsCountries', { tenant: 'kun' });
      expect(countries.json.data).toEqual([
        expect.objectContaining({ code: 'IN', phone_code: '91', currency: 'INR', emoji: '🇮🇳' }),
        expect.objectContaining({ code: 'US', phone_code: '1' }),
      ]);
      const acc = await call<Country[]>(s, 'settingsAccountCountries', { tenant: 'kun' });
      expect(acc.json.data?.map((c) => c.code)).toEqual(['IN']);
    });

    it('creates a tenant with explicit countries', async () => {
      await createTenant(s.db.db, {
        id: 'pl',
        name: 'PL Broker',
        currency: 'PLN',
        enabledLocales: ['pl-PL'],
        countries: [
          { code: 'PL', for_accounts: true },
          {
            code: 'FR',
            name: 'France',
            phone_code: '33',
            currency: 'EUR',
            timezone: 'Europe/Paris',
          },
        ],
      });
      const acc = await call<Country[]>(s, 'settingsAccountCountries', { tenant: 'pl' });
      expect(acc.json.data?.map((c) => c.code)).toEqual(['PL']);
      const all = await call<Country[]>(s, 'settingsCountries', { tenant: 'pl' });
      expect(all.json.data?.map((c) => c.code)).toEqual(['FR', 'PL']);
    });

    it('refuses a bad or duplicate tenant and writes nothing', async () => {
      const bad = [
        { id: 'Bad Id', name: 'x' },
        { id: 'ok1', name: '' },
        { id: 'ok2', name: 'x', currency: 'usd' },
        { id: 'ok3', name: 'x', enabledLocales: ['fr-FR'] },
        { id: 'ok4', name: 'x', enabledLocales: ['en-US'], defaultLocale: 'pl-PL' },
        { id: 'ok5', name: 'x', countries: [{ code: 'FR' }] },
        { id: 'ok6', name: 'x', countries: [{ code: 'US' }, { code: 'US' }] },
        { id: 'ok7', name: 'x', appTemplate: 'neon' },
      ];
      for (const input of bad) {
        await expect(createTenant(s.db.db, input as never)).rejects.toMatchObject({ status: 400 });
      }
      await expect(createTenant(s.db.db, { id: 'demo', name: 'Again' })).rejects.toMatchObject({
        status: 409,
      });
      const ids = await s.db.db.selectFrom('tenants').select('id').orderBy('id').execute();
      expect(ids.map((r) => r.id)).toEqual(['demo', 'kun', 'pl']);
    });

    it('updates settings only with valid values, keeping the default locale enabled', async () => {
      await expect(
        updateTenantSettings(s.db.db, 'demo', { enabled_locales: ['pl-PL'] }),
      ).rejects.toMatchObject({ status: 400 });
      await expect(
        updateTenantSettings(s.db.db, 'demo', { vip: 3 } as never),
      ).rejects.toMatchObject({ status: 400 });
      await expect(updateTenantSettings(s.db.db, 'nope', { app_name: 'X' })).rejects.toMatchObject({
        status: 404,
      });
      const app = await updateTenantSettings(s.db.db, 'demo', {
        app_name: 'Demo Wealth',
        co_name: 'Demo Securities',
      });
      expect(app.app_name).toBe('Demo Wealth');
      const co = await call(s, 'settingsCompany', {});
      expect(co.json.data).toMatchObject({ co_name: 'Demo Securities' });
    });

    it('sets the deposit bank after checking it', async () => {
      await expect(
        setDepositBank(s.db.db, 'demo', { bank_name: '', bank_acc: '12', bank_holder: 'x' }),
      ).rejects.toMatchObject({ status: 400 });
      await expect(
        setDepositBank(s.db.db, 'nope', {
          bank_name: 'Bank',
          bank_acc: '12345678',
          bank_holder: 'Demo Ltd',
        }),
      ).rejects.toMatchObject({ status: 404 });
      const bank = {
        bank_name: 'First Bank',
        bank_acc: 'DE89 3704 0044 0532 0130 00',
        bank_holder: 'Demo Securities Ltd.',
        swift: 'COBADEFFXXX',
      };
      expect(await setDepositBank(s.db.db, 'demo', bank)).toEqual(bank);
      expect(await getDepositBank(s.db.db, 'demo')).toEqual(bank);
    });
  });
});
