import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import { createLazyI18n, loadLocale } from './loadLocale';
import { localeCodes } from './locales';
import { resources } from './resources';

describe('createI18n', () => {
  it('starts in en-US with every namespace, synchronously', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('actions.save')).toBe('Save');
    expect(i18n.t('ui:dialog.close')).toBe('Close');
    expect(i18n.t('status:kyc.pending')).toBe('Under review');
  });

  it('supports the eight locales with en-US as fallback', () => {
    const i18n = createI18n();
    expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining([...localeCodes]));
    expect(i18n.options.fallbackLng).toEqual(['en-US']);
    for (const lng of localeCodes) expect(i18n.hasResourceBundle(lng, 'common')).toBe(true);
  });

  it('switches language at once and keeps fixed translators per locale', () => {
    const i18n = createI18n({ lng: 'en-US' });
    void i18n.changeLanguage('pl-PL');
    expect(i18n.language).toBe('pl-PL');
    expect(i18n.t('common:actions.save')).toBe('Zapisz');
    const zh = i18n.getFixedT('zh-CN', 'status');
    expect(zh('kyc.approved')).toBe('已认证');
    expect(i18n.getFixedT('de-DE', 'ui')('passwordField.show')).toBe('Passwort anzeigen');
  });

  it('interpolates placeholders', () => {
    const t = createI18n({ lng: 'pl-PL' }).getFixedT('pl-PL', 'ui');
    expect(t('pinInput.digit', { index: 2, total: 6 })).toBe('Cyfra 2 z 6');
    expect(t('imageUpload.limits', { size: '5 MB' })).toBe('Tylko obrazy, maks. 5 MB');
  });

  it('resolves a missing eu-ES key to the en-US text', () => {
    const t = createI18n({ lng: 'eu-ES' }).t;
    expect(t('common:actions.save')).toBe('Gorde');
    expect(t('status:kyc.pending')).toBe('Under review');
    expect(t('ui:imageUpload.choose')).toBe('Choose image');
    expect(resources['eu-ES'].status).toBeUndefined();
  });

  it('falls back to en-US for an unsupported language', () => {
    const i18n = createI18n({ lng: 'fr-FR' });
    expect(i18n.t('actions.cancel')).toBe('Cancel');
  });
});

describe('lazy loading', () => {
  it('createLazyI18n fetches only the asked locale, namespaces and the fallback', async () => {
    const i18n = await createLazyI18n({ lng: 'zh-CN', ns: ['common'] });
    expect(i18n.t('actions.save')).toBe('保存');
    expect(i18n.hasResourceBundle('zh-CN', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('zh-CN', 'status')).toBe(false);
    expect(i18n.hasResourceBundle('pl-PL', 'common')).toBe(false);
    // a namespace not loaded yet answers the key
    expect(i18n.t('status:kyc.pending')).toBe('kyc.pending');
  });

  it('loadLocale adds namespaces and locales on demand', async () => {
    const i18n = await createLazyI18n({ ns: ['common'] });
    await loadLocale(i18n, 'pl-PL', ['status']);
    await i18n.changeLanguage('pl-PL');
    expect(i18n.t('status:kyc.pending')).toBe('W weryfikacji');
    expect(i18n.hasResourceBundle('en-US', 'status')).toBe(true);
    expect(i18n.hasResourceBundle('pl-PL', 'ui')).toBe(false);
  });

  it('a partial locale falls back to the lazily loaded en-US', async () => {
    const i18n = await createLazyI18n({ lng: 'eu-ES' });
    expect(i18n.t('common:actions.save')).toBe('Gorde');
    expect(i18n.t('status:kyc.rejected')).toBe('Rejected');
  });

  it('an unknown locale loads the fallback only', async () => {
    const i18n = await createLazyI18n({ lng: 'xx-XX', ns: ['ui'] });
    expect(i18n.t('ui:dialog.cancel')).toBe('Cancel');
  });
});

describe('createI18n with texts of your own', () => {
  const extra = {
    'en-US': { app: { title: 'Portfolio' }, ui: { drawer: { close: 'Dismiss' } } },
    'fr-FR': { app: { title: 'Portefeuille' }, ui: { dialog: { close: 'Fermer' } } },
  };

  it('adds namespaces and overrides Invest texts without touching the bundled resources', () => {
    const i18n = createI18n({ resources: extra });
    expect(i18n.t('app:title')).toBe('Portfolio');
    expect(i18n.t('ui:drawer.close')).toBe('Dismiss');
    // the rest of the overridden namespace is still there
    expect(i18n.t('ui:dialog.close')).toBe('Close');
    expect(resources['en-US'].ui).toMatchObject({ drawer: { close: 'Close panel' } });
    expect(createI18n().t('ui:drawer.close')).toBe('Close panel');
  });

  it('supports a locale Invest does not ship, falling back to en-US key by key', () => {
    const i18n = createI18n({ lng: 'fr-FR', resources: extra });
    expect(i18n.language).toBe('fr-FR');
    expect(i18n.t('app:title')).toBe('Portefeuille');
    expect(i18n.t('ui:dialog.close')).toBe('Fermer');
    expect(i18n.t('ui:drawer.close')).toBe('Dismiss');
    expect(i18n.t('common:actions.save')).toBe('Save');
    void i18n.changeLanguage('pl-PL');
    expect(i18n.t('common:actions.save')).toBe('Zapisz');
  });
});
