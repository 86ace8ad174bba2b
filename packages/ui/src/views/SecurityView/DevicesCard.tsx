import { formatNumber } from '@invest/i18n';
import { useState } from 'react';
import { FormAlert } from '../../forms/Form';
import { useLocale, useT } from '../../lib/i18n';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { ConfirmDialog } from '../../primitives/Dialog';
import { SectionBody, useDeviceName, usePlace, useWhen } from './parts';
import type { Loadable, SecurityDevice } from './types';

/**
 * The signed-in devices (device tokens), newest first as the server pages them (this device on
 * top), and forgetting one.
 */
export interface DeviceListProps extends Loadable<readonly SecurityDevice[]> {
  /** Forget a device: its sessions end and it counts as new at its next sign-in. */
  onForget?: (id: string) => void;
  /** The devices being forgotten: their buttons show that they are busy. */
  forgetting?: readonly string[];
  /** How many live devices the account has (the list may hold fewer: the pages so far). */
  total?: number;
  /** More devices wait on the server: "Show more devices" asks for them. @default false */
  hasMore?: boolean;
  /** The next page is on its way. @default false */
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/** The active sessions (`data`, one per refresh family) and, in `deviceList`, the devices. */
export interface DevicesCardProps extends Loadable<readonly SecurityDevice[]> {
  /** The signed-in devices; their section is left out when absent. */
  deviceList?: DeviceListProps;
  /** End one session (its refresh family is revoked at once). */
  onEnd?: (id: string) => void;
  /** End every session but this device's. */
  onEndOthers?: () => void | Promise<unknown>;
  /** The sessions being ended: their buttons show that they are busy. */
  revoking?: readonly string[];
  /** "Sign out everywhere else" is running. @default false */
  revokingOthers?: boolean;
  /** The app's (translated) reason the last action failed. */
  actionError?: string;
  /** The IANA time zone dates are shown in. @default the browser's */
  timeZone?: string;
}

/** The signed-in devices and their sessions; end one or all others. */
export function DevicesCard(props: DevicesCardProps) {
  const t = useT('security');
  const locale = useLocale();
  const { onEnd, onEndOthers, revoking = [], revokingOthers = false, actionError } = props;
  const name = useDeviceName();
  const place = usePlace();
  const when = useWhen(props.timeZone);
  const [confirming, setConfirming] = useState(false);
  const others = props.data?.filter((d) => !d.current) ?? [];
  const { deviceList } = props;
  const row = (
    d: SecurityDevice,
    busy: boolean,
    action: { label: string; aria: string; pending: string; press: () => void },
  ) => (
    <li
      key={d.id}
      data-current={d.current || undefined}
      aria-busy={busy || undefined}
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden="true" className="mt-0.5 text-fg-muted [&_svg]:size-5">
          <DeviceIcon />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2 font-medium text-fg">
            {name(d)}
            {d.current && (
              <Badge tone="primary" size="sm">
                {t('devices.thisDevice')}
              </Badge>
            )}
          </span>
          <span className="text-sm text-fg-muted">{place(d.place)}</span>
          <span className="text-sm text-fg-muted">
            {t('devices.lastSeen', { date: when(d.last_seen_at) })}
          </span>
          <span className="text-sm text-fg-muted">
            {t('devices.firstSeen', { date: when(d.first_seen_at) })}
          </span>
        </div>
      </div>
      {!d.current && (
        <div className="shrink-0 ps-8 sm:ps-0">
          <Button
            variant="secondary"
            size="sm"
            aria-label={busy ? undefined : action.aria}
            isPending={busy}
            onPress={action.press}
          >
            {busy ? action.pending : action.label}
          </Button>
        </div>
      )}
    </li>
  );
  // this device first
  const ordered = (list: readonly SecurityDevice[]) =>
    [...list].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <Card
      data-slot="devices-card"
      title={t('devices.title')}
      headingLevel={2}
      description={t('devices.description')}
    >
      {actionError !== undefined && <FormAlert title={t('devices.failed')} message={actionError} />}
      {deviceList !== undefined && (
        <section data-slot="device-list" aria-labelledby="security-devices-heading">
          <h3 id="security-devices-heading" className="mb-1 font-semibold text-fg">
            {t('devices.devicesHeading')}
          </h3>
          <SectionBody section={deviceList} errorTitle={t('devices.devicesLoadFailed')}>
            {(list) =>
              list.length === 0 ? (
                <p data-slot="device-list-empty" className="py-3 text-sm text-fg-muted">
                  {t('devices.devicesEmpty')}
                </p>
              ) : (
                <>
                  <ul className="flex flex-col divide-y divide-border">
                    {ordered(list).map((d) =>
                      row(d, (deviceList.forgetting ?? []).includes(d.id), {
                        label: t('devices.forget'),
                        aria: t('devices.forgetLabel', { name: name(d) }),
                        pending: t('devices.forgetting'),
                        press: () => deviceList.onForget?.(d.id),
                      }),
                    )}
                  </ul>
                  {deviceList.hasMore === true && (
                    <div className="flex flex-wrap items-center gap-3 pt-1 pb-3">
                      {deviceList.total !== undefined && (
                        <p data-slot="device-list-count" className="text-sm text-fg-muted">
                          {t('devices.shownOf', {
                            shown: formatNumber(list.length, locale),
                            total: formatNumber(deviceList.total, locale),
                          })}
                        </p>
                      )}
                      <Button
                        variant="secondary"
                        size="sm"
                        onPress={deviceList.onLoadMore}
                        isPending={deviceList.loadingMore === true}
                      >
                        {t('devices.showMore')}
                      </Button>
                    </div>
                  )}
                </>
              )
            }
          </SectionBody>
        </section>
      )}
      {deviceList !== undefined && (
        <h3 id="security-sessions-heading" className="font-semibold text-fg">
          {t('devices.sessionsHeading')}
        </h3>
      )}
      <SectionBody section={props} errorTitle={t('devices.loadFailed')}>
        {(devices) => (
          <>
            <ul className="flex flex-col divide-y divide-border">
              {ordered(devices).map((d) =>
                row(d, revoking.includes(d.id) || (revokingOthers && !d.current), {
                  label: t('devices.end'),
                  aria: t('devices.endLabel', { name: name(d) }),
                  pending: t('devices.ending'),
                  press: () => onEnd?.(d.id),
                }),
              )}
            </ul>
            {others.length === 0 ? (
              // only this device: a line, not a second empty picture under the list
              <p data-slot="devices-empty" className="text-sm text-fg-muted">
                {t('devices.emptyBody')}
              </p>
            ) : (
              <div>
                <Button
                  variant="danger"
                  onPress={() => setConfirming(true)}
                  isPending={revokingOthers}
                >
                  {t('devices.endOthers')}
                </Button>
              </div>
            )}
          </>
        )}
      </SectionBody>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('devices.endOthersTitle')}
        message={t('devices.endOthersBody')}
        tone="danger"
        confirmLabel={t('devices.endOthers')}
        onConfirm={() => onEndOthers?.()}
      />
    </Card>
  );
}

export function DeviceIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  );
}
