// Every code a rule of @invest/domain can answer, and every value the UI labels, has a
// message in en-US and in every complete locale (eu-ES may be partial and falls back).
import {
  authFailureCodes,
  authStatuses,
  BOOT_CHECKS,
  commonStatuses,
  cookieCategories,
  creditStandings,
  deviceTypes,
  entityIssueCodes,
  greetingPeriods,
  guestQuotaCodes,
  kycStatuses,
  latencyRatings,
  moneyCodes,
  navigationGuardCodes,
  nomineeCodes,
  orderStatuses,
  permissionCodes,
  pricePremiumLevels,
  validationCodes,
} from '@invest/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';

const complete = ['en-US', 'zh-CN', 'hi-IN', 'es-ES', 'tr-TR', 'pl-PL', 'de-DE'] as const;

/** namespace -> the keys a domain list must find there */
const expected: Record<string, readonly string[]> = {
  validation: [
    ...validationCodes,
    ...moneyCodes,
    ...nomineeCodes,
    ...entityIssueCodes.map((c) => `entity.${c}`),
  ],
  access: [...permissionCodes, ...guestQuotaCodes, ...navigationGuardCodes, ...authFailureCodes],
  rules: [
    ...greetingPeriods.map((p) => `greeting.${p}`),
    ...latencyRatings.map((r) => `latency.${r}`),
    ...creditStandings.map((r) => `creditScore.${r}`),
    ...pricePremiumLevels.map((l) => `premium.${l}`),
    ...BOOT_CHECKS.map((c) => `boot.check.${c}`),
    ...deviceTypes.map((t) => `device.type.${t}`),
    ...cookieCategories.map((c) => `cookie.${c}`),
  ],
  status: [
    ...commonStatuses.map((s) => `common.${s}`),
    ...orderStatuses.map((s) => `order.${s}`),
    ...kycStatuses.map((s) => `kyc.${s}`),
    ...authStatuses.map((s) => `auth.${s}`),
  ],
};

describe.each(complete)('%s has a message for every domain code and label', (lng) => {
  const i18n = createI18n({ lng });
  it.each(Object.entries(expected))('namespace %s', (ns, keys) => {
    const own = { ns, lng, fallbackLng: false } as const;
    // a message with a number of things has a form per plural category instead ('_one', ...)
    const has = (key: string) =>
      i18n.exists(key, own) || [0, 1, 2, 5].every((count) => i18n.exists(key, { ...own, count }));
    const missing = [...new Set(keys)].filter((key) => !has(key));
    expect(missing).toEqual([]);
  });
});
