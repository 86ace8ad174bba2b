// spec 2: the diagnostics' details: the connection rating, the device and the location.
import { latencySignalBars, latencyTone, rateLatency, type LatencyRating } from '@invest/domain';
import { useId, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import { SectionHeading, type HeadingLevel } from './BootChecks';
import type { BootDiagnosticsData } from './BootDiagnostics';
import { useFormatMs } from './useFormatMs';

/** A four-bar signal icon: the filled bars tell the rating by shape, not only by colour. */
function SignalBars({ rating }: { rating: LatencyRating }) {
  const filled = latencySignalBars[rating];
  return (
    <svg viewBox="0 0 16 16" fill="currentColor" data-bars={filled}>
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={1 + i * 3.75}
          y={12 - i * 3.25}
          width="2.75"
          height={3 + i * 3.25}
          rx="0.5"
          fillOpacity={i < filled ? 1 : 0.3}
        />
      ))}
    </svg>
  );
}

/** spec 2: each rating's colour, as semantic tokens (latencyTone of `@invest/domain`). */
const ratingTone: Record<(typeof latencyTone)[LatencyRating], BadgeTone> = {
  'signal-excellent': 'signal-excellent',
  'signal-good': 'signal-good',
  warning: 'warning',
  negative: 'negative',
  'text-muted': 'neutral',
};

/**
 * spec 2, 9: the connection rating of the average latency: a badge in the rating's colour with
 * its name and a signal icon (never colour alone), and the average in ms.
 */
export function ConnectionRating({
  avgLatency,
  running,
}: Pick<BootDiagnosticsData, 'avgLatency' | 'running'>) {
  const t = useT('pages');
  const tr = useT('rules');
  const formatMs = useFormatMs();
  const rating = avgLatency === undefined ? undefined : rateLatency(avgLatency);
  return (
    <div data-slot="connection-rating" data-rating={rating} className="flex flex-col gap-1">
      <dt className="text-xs font-medium text-fg-muted">{t('diagnostics.connection')}</dt>
      <dd className="flex flex-wrap items-center gap-2 text-sm text-fg">
        {rating === undefined ? (
          <span className="text-fg-muted">
            {running ? t('diagnostics.measuring') : t('diagnostics.notAvailable')}
          </span>
        ) : (
          <>
            <Badge tone={ratingTone[latencyTone[rating]]} icon={<SignalBars rating={rating} />}>
              {tr(`latency.${rating}`)}
            </Badge>
            <span className="text-fg-muted tabular-nums">
              {t('diagnostics.averageLatency', { ms: formatMs(avgLatency!) })}
            </span>
          </>
        )}
      </dd>
    </div>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-fg-muted">{term}</dt>
      <dd className="text-sm break-words text-fg">{value}</dd>
    </div>
  );
}

/** spec 2: the optional details: device (os, type, model), location (country, city, IP) and rating. */
export function BootDetails({
  geo,
  device,
  avgLatency,
  running,
  headingLevel,
  showHeading = true,
}: Pick<BootDiagnosticsData, 'geo' | 'device' | 'avgLatency' | 'running'> & {
  headingLevel: HeadingLevel;
  /** Leave out the "Details" heading where a disclosure's summary already names them. */
  showHeading?: boolean;
}) {
  const t = useT('pages');
  const tr = useT('rules');
  const id = useId();
  const none = <span className="text-fg-muted">{t('diagnostics.notAvailable')}</span>;
  const sub = Math.min(headingLevel + 1, 4) as HeadingLevel;
  return (
    <section aria-labelledby={showHeading ? id : undefined} className="flex flex-col gap-3">
      {showHeading && (
        <SectionHeading id={id} level={headingLevel}>
          {t('diagnostics.details')}
        </SectionHeading>
      )}
      <dl className="rounded-lg border border-border bg-surface p-3">
        <ConnectionRating avgLatency={avgLatency} running={running} />
      </dl>
      <div className="grid gap-3">
        <section
          aria-labelledby={`${id}-device`}
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
        >
          <SectionHeading id={`${id}-device`} level={sub}>
            {t('diagnostics.device')}
          </SectionHeading>
          <dl className="flex flex-col gap-2" data-slot="device">
            <Detail
              term={t('diagnostics.os')}
              value={!device ? none : device.os === 'Unknown' ? tr('device.unknownOs') : device.os}
            />
            <Detail
              term={t('diagnostics.type')}
              value={device ? tr(`device.type.${device.type}`) : none}
            />
            {device?.model ? <Detail term={t('diagnostics.model')} value={device.model} /> : null}
          </dl>
        </section>
        <section
          aria-labelledby={`${id}-location`}
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
        >
          <SectionHeading id={`${id}-location`} level={sub}>
            {t('diagnostics.location')}
          </SectionHeading>
          <dl className="flex flex-col gap-2" data-slot="location">
            <Detail term={t('diagnostics.country')} value={geo?.country || none} />
            <Detail term={t('diagnostics.city')} value={geo?.city || none} />
            <Detail
              term={t('diagnostics.ip')}
              value={geo ? <span className="font-mono">{geo.ip}</span> : none}
            />
          </dl>
        </section>
      </div>
    </section>
  );
}
