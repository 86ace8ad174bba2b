// The server's countries (GET /setting/app/v1/countries) as the phone pickers' options: the
// dialling code (phone_code, digits only, unique) and the country's name in the user's language.
import { KNOWN_COUNTRY_CODES, normalizeCountryCode } from '@invest/domain';
import { useMemo } from 'react';
import { useCountries } from './settings';

/** One option of a phone picker (the PhoneCountry of @invest/ui). */
export interface PhoneCountryOption {
  /** The dialling code's digits ('91'). */
  code: string;
  /** The country's name in `locale`. */
  name: string;
}

function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return null;
  }
}

/**
 * Countries as a picker lists them: each named in `locale` (Intl's region names; the given name
 * where Intl has none) and sorted by that language's collation, so a Polish client reads
 * 'Polska' beside 'Stany Zjednoczone', and an English one 'Poland' beside 'United States',
 * never the server's mix of each market's own name.
 */
export function countryOptions<T extends { code: string; name: string }>(
  countries: readonly T[],
  locale: string,
): T[] {
  const names = regionNames(locale);
  const named = countries.map((country) => {
    try {
      return { ...country, name: names?.of(country.code) ?? country.name };
    } catch {
      // not a region code Intl knows: the server's name
      return country;
    }
  });
  const collator = new Intl.Collator(locale);
  return named.sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The phone pickers' countries, named in `locale` and in its order (countryOptions). Until the server's list arrives (or when it
 * cannot be had), domain's known dialling codes, so that a form still validates against
 * something real.
 */
export function usePhoneCountries(locale: string): readonly PhoneCountryOption[] {
  const { data } = useCountries();
  return useMemo(() => {
    if (!data || data.length === 0) {
      return KNOWN_COUNTRY_CODES.map((code) => ({ code, name: `+${code}` }));
    }
    const seen = new Set<string>();
    const options: PhoneCountryOption[] = [];
    for (const country of countryOptions(data, locale)) {
      const code = normalizeCountryCode(country.phone_code);
      if (code === undefined || seen.has(code)) continue;
      seen.add(code);
      options.push({ code, name: country.name });
    }
    return options;
  }, [data, locale]);
}
