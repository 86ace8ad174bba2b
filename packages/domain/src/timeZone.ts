// The offset of a time zone from UTC at an instant, by Intl (daylight saving included): the
// market calendar's sessions and the charts' time axes read wall clocks through it.

const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();

/**
 * The offset of `timeZone` from UTC at `utcMs`, in minutes (Intl: DST handled). Offsets only
 * change on whole UTC quarter hours, so the answer is cached per quarter hour.
 */
export function tzOffsetMinutes(timeZone: string, utcMs: number): number {
  const quarter = Math.floor(utcMs / 900_000);
  const key = `${timeZone}|${quarter}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const at = quarter * 900_000;
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const local = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  const offset = Math.round((local - at) / MINUTE_MS);
  if (offsetCache.size > 50_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}
