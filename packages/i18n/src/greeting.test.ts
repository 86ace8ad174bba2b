// spec 2 Home: the greeting by time of day is a greeting in every period. At 22:00 and after a
// client is arriving, not leaving: the late-night wording is never the language's farewell.
import { greetingFor, greetingPeriods } from '@invest/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';

/** What a speaker says on leaving at night (or going to bed), per locale: not a greeting. */
const farewells: Record<string, readonly string[]> = {
  'en-US': ['Good night', 'Goodnight', 'Good bye', 'Goodbye', 'Sleep well'],
  'zh-CN': ['晚安', '再见'],
  'hi-IN': ['शुभ रात्रि', 'अलविदा'],
  'es-ES': ['Adiós', 'Hasta mañana', 'Que descanses'],
  'tr-TR': ['İyi geceler', 'Hoşça kal', 'Görüşürüz'],
  'pl-PL': ['Dobranoc', 'Dobrej nocy', 'Do widzenia'],
  'de-DE': ['Gute Nacht', 'Auf Wiedersehen', 'Schlaf gut'],
};

describe.each(Object.keys(farewells))('%s greets at every hour', (lng) => {
  const i18n = createI18n({ lng });
  const say = (period: string) => i18n.t(`greeting.${period}`, { ns: 'rules', lng });

  it('22:00 is late night, and its wording is a greeting, not a farewell', () => {
    expect(greetingFor(Date.UTC(2026, 10, 24, 22, 0), 'UTC')).toBe('late_night');
    expect(farewells[lng]).not.toContain(say('late_night'));
  });

  it.each(greetingPeriods)('%s is not a farewell', (period) => {
    expect(farewells[lng]).not.toContain(say(period));
  });
});
