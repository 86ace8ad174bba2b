// The server's countries (GET /setting/app/v1/countries) as the phone pickers' options: the
// dialling code (phone_code, digits only, unique) and the country's name in the user's language.
import { useCountries } from '@invest/api/hooks';
import { KNOWN_COUNTRY_CODES, normalizeCountryCode } from '@invest/domain';
import { useLocale, type PhoneCountry } from '@invest/ui';
import { useMemo } from 'react';

function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return null;
  }
}

/**
 * The phone pickers' countries. Until the server's list arrives (or when it cannot be had),
 * domain's known dialling codes, so that the form still validates against something real.
 */
export function usePhoneCountries(): readonly PhoneCountry[] {
  const { data } = useCountries();
  const locale = useLocale();
  return useMemo(() => {
    if (!data || data.length === 0) {
      return KNOWN_COUNTRY_CODES.map((code) => ({ code, name: `+${code}` }));
    }
    const names = regionNames(locale);
    const seen = new Set<string>();
    const options: PhoneCountry[] = [];
    for (const country of data) {
      const code = normalizeCountryCode(country.phone_code);
      if (code === undefined || seen.has(code)) continue;
      seen.add(code);
      let name = country.name;
      try {
        name = names?.of(country.code) ?? country.name;
      } catch {
        // not a region code Intl knows: the server's name
      }
      options.push({ code, name });
    }
    return options;
  }, [data, locale]);
}

/** '+919876543210' from a stored dialling code and national number (empty when no number). */
export function formatMobile(
  countryCode: string | null | undefined,
  mobile: string | null | undefined,
) {
  if (!mobile) return undefined;
  const code = countryCode ? (normalizeCountryCode(countryCode) ?? countryCode) : '';
  return code ? `+${code}${mobile}` : mobile;
}
