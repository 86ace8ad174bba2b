import { BOOT_CHECKS, bootOverlayClosesItself, rateLatency, type BootCheck } from '@invest/domain';
import { useEffect, useEffectEvent, useId, useState, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { focusRingNative } from '../../lib/focusRing';
import { useT } from '../../lib/i18n';
import { NativeModal } from '../../lib/NativeModal';
import { Button } from '../../primitives/Button';
import { ChevronIcon } from '../AppShell/shellIcons';
import { BootCheckList, BootProgress, bootPhase } from './BootChecks';
import { BootDetails, ConnectionRating } from './BootDetails';
import type { BootDiagnosticsData } from './BootDiagnostics';
import { LatencySampleTable } from './LatencySampleTable';

export interface StartupOverlayProps extends BootDiagnosticsData {
  /** Whether the overlay shows (the caller decides with `shouldShowBootOverlay`). @default true */
  isOpen?: boolean;
  /** Run the checks again; the button is disabled while `running` (spec 2). */
  onRunCheck?: () => void;
  /**
   * Close the overlay and continue into the app: the continue button or Escape, at any time
   * (never a trap). The caller also closes it by itself once every check passed
   * (`bootOverlayClosesItself` of `@invest/domain`).
   */
  onClose?: () => void;
  /**
   * Close by itself (`onClose`) once every check passed on a usable connection
   * (`bootOverlayClosesItself`), after `readyBeatMs` showing "All checks passed". It stays open
   * when a check failed or the connection is poor or offline. @default false
   */
  autoClose?: boolean;
  /** How long the "ready" state shows before an automatic close, in ms. @default 700 */
  readyBeatMs?: number;
  /** Extra classes for the dialog. */
  className?: string;
  /** A ref to the dialog element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLElement>;
}

/** The default of `readyBeatMs`. */
export const READY_BEAT_MS = 700;

/** Where the overlay stands: the checks' phase, and 'poor' when they passed on a bad line. */
export type StartupPhase = 'idle' | 'running' | 'done' | 'failed' | 'poor';

function startupPhase(data: BootDiagnosticsData): StartupPhase {
  const phase = bootPhase(data.checks, data.running ?? false);
  if (phase !== 'done' || data.avgLatency === undefined) return phase;
  const rating = rateLatency(data.avgLatency);
  return rating === 'poor' || rating === 'offline' ? 'poor' : 'done';
}

/** What went wrong, first in the body: each failed check and a bad connection. */
function Attention({ failed, data }: { failed: BootCheck[]; data: BootDiagnosticsData }) {
  const t = useT('pages');
  const tr = useT('rules');
  const rating = data.avgLatency === undefined ? undefined : rateLatency(data.avgLatency);
  const badLine = rating === 'poor' || rating === 'offline';
  const id = useId();
  return (
    <section
      data-slot="attention"
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-warning bg-surface p-3"
    >
      <h3 id={id} className="text-base font-semibold text-fg">
        {t('startup.attention')}
      </h3>
      {failed.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm text-fg">
          {failed.map((check) => (
            <li key={check} data-failed-check={check} className="flex flex-col gap-0.5">
              <span className="font-medium">
                {t('startup.failedCheck', { check: tr(`boot.check.${check}`) })}
              </span>
              <span className="text-fg-muted">{t(`startup.why.${check}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {badLine && (
        <div className="flex flex-col gap-1">
          <dl>
            <ConnectionRating avgLatency={data.avgLatency} running={data.running} />
          </dl>
          <p className="text-sm text-fg-muted">
            {t(rating === 'offline' ? 'startup.offlineHint' : 'startup.poorHint')}
          </p>
        </div>
      )}
    </section>
  );
}

/**
 * spec 2, Startup overlay: a modal dialog over the app while the boot checks run (ping, config,
 * auth, perms, company, geo, device, in order): title and wait message, the progress bar, each
 * check's state, device and location details, the connection rating (spec 9), the sampled URLs
 * and a run-check button that is disabled while running.
 *
 * The title, status and progress stay at the top and the buttons at the bottom of the
 * screen, whatever its size; only the details between them scroll. When a check failed or the
 * connection is poor or offline, what went wrong comes first. Continue and Escape close it at
 * any time. Data by props; the caller runs the checks and closes it when all passed.
 */
export function StartupOverlay({
  isOpen = true,
  onRunCheck,
  onClose,
  autoClose = false,
  readyBeatMs = READY_BEAT_MS,
  className,
  ref,
  ...data
}: StartupOverlayProps) {
  const t = useT('pages');
  const running = data.running ?? false;
  const phase = startupPhase(data);
  const failed = BOOT_CHECKS.filter((check) => data.checks?.[check] === 'failed');
  const attention = !running && (failed.length > 0 || phase === 'poor');
  const ready =
    phase === 'done' &&
    bootOverlayClosesItself({ anyFailed: false, avgLatency: data.avgLatency ?? null });
  const close = useEffectEvent(() => onClose?.());
  useEffect(() => {
    if (!autoClose || !isOpen || !ready) return;
    const timer = setTimeout(close, readyBeatMs);
    return () => clearTimeout(timer);
  }, [autoClose, isOpen, ready, readyBeatMs]);
  const titleId = useId();
  const panelId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  if (!isOpen) return null;
  return (
    // The platform's modal dialog (no overlay library on a first visit): the rest of
    // the page is inert under it, Escape (`onDismiss`) closes it, a press outside does not
    <NativeModal
      ref={ref}
      onDismiss={() => onClose?.()}
      aria-labelledby={titleId}
      data-slot="startup-overlay"
      data-phase={phase}
      // no fade-in: it is the first thing a visitor sees, and it is there from the first frame.
      // Full screen on narrow screens; from md up a centred card over the dimmed page
      className={cn(
        'fixed inset-0 m-0 flex h-full max-h-none w-full max-w-none flex-col border-0 bg-surface-raised p-0 text-fg shadow-lg outline-none backdrop:bg-overlay',
        'md:m-auto md:h-fit md:max-h-[calc(100%-3rem)] md:max-w-3xl md:rounded-lg md:border md:border-border',
        className,
      )}
    >
      <header className="flex flex-col gap-3 border-b border-border px-4 pt-4 pb-3 md:px-6">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-xl font-semibold text-fg">
            {t('startup.title')}
          </h2>
          {/* Two lines reserved on narrow screens, so the body does not move
             when the phase's text changes length */}
          <p role="status" className="min-h-[2lh] text-sm text-fg-muted md:min-h-0">
            {t(`startup.${phase}`)}
          </p>
        </div>
        <BootProgress {...data} />
      </header>
      <div
        data-slot="body"
        role="region"
        aria-label={t('startup.title')}
        // a scrolling region must take focus so that keyboard users can scroll it (WCAG 2.1.1;
        // the samples table is static)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={cn(
          'flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-4 py-4 md:px-6',
          focusRingNative,
        )}
      >
        {attention && <Attention failed={failed} data={data} />}
        {/* spec 2 calls these optional: a prospect sees the title, the wait message, the
            progress and the result; the checks, device, location, rating and samples wait behind
            a disclosure (the WAI-ARIA pattern on a plain button: no library on a first visit)
            and stay in full on the connection test page */}
        <section data-slot="details" data-open={detailsOpen || undefined} className="flex flex-col">
          <h3 className="text-base font-semibold text-fg">
            <button
              type="button"
              aria-expanded={detailsOpen}
              aria-controls={panelId}
              onClick={() => setDetailsOpen((open) => !open)}
              className={cn(
                'flex cursor-default items-center gap-2 rounded-md text-start',
                focusRingNative,
              )}
            >
              <ChevronIcon
                className={cn(
                  'size-4 shrink-0 transition-transform motion-reduce:transition-none rtl:-scale-x-100',
                  detailsOpen && 'rotate-90 rtl:rotate-90',
                )}
              />
              {t('diagnostics.details')}
            </button>
          </h3>
          <div id={panelId} hidden={!detailsOpen} className="mt-4 flex flex-col gap-6">
            <div className="grid gap-6 md:grid-cols-2">
              <BootCheckList checks={data.checks} headingLevel={4} />
              <BootDetails
                geo={data.geo}
                device={data.device}
                avgLatency={data.avgLatency}
                running={data.running}
                headingLevel={3}
                showHeading={false}
              />
            </div>
            <LatencySampleTable samples={data.samples} headingLevel={4} />
          </div>
        </section>
      </div>
      <div
        data-slot="actions"
        className="flex flex-wrap justify-end gap-2 border-t border-border px-4 py-3 md:px-6"
      >
        <Button variant="secondary" isDisabled={running} onPress={() => onRunCheck?.()}>
          {t('diagnostics.runCheck')}
        </Button>
        <Button onPress={() => onClose?.()} data-slot="continue">
          {t('startup.continue')}
        </Button>
      </div>
    </NativeModal>
  );
}
