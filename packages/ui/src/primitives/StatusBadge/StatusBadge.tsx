import type { CommonStatus, KycStatus, OrderStatus } from '@invest/domain';
import { useT } from '../../lib/i18n';
import { Badge, type BadgeProps, type BadgeTone } from '../Badge/Badge';

type Status = CommonStatus | OrderStatus | KycStatus;

/** 16 px stroke icons, one shape per meaning, so a status never relies on colour (WCAG 1.4.1). */
const icons = {
  list: 'M3 4h10M3 8h10M3 12h10',
  check: 'm3 8.5 3 3 7-7',
  checkCircle: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM5 8l2 2 4-4',
  cross: 'm4 4 8 8m0-8-8 8',
  hourglass: 'M4 2h8M4 14h8M5 2v2l3 4 3-4V2M5 14v-2l3-4 3 4v2',
  clock: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM8 4.5V8l2.5 1.5',
  question: 'M6 6a2 2 0 1 1 3 1.7c-.6.4-1 .8-1 1.5V10m0 2.5v.5',
  dashedCircle:
    'M6 2.3A6 6 0 0 1 10 2.3M13.7 6a6 6 0 0 1 0 4M10 13.7a6 6 0 0 1-4 0M2.3 10a6 6 0 0 1 0-4',
  play: 'M5 3v10l8-5Z',
  redo: 'M13 8a5 5 0 1 1-1.5-3.5M13 2v3h-3',
  undo: 'M3 8a5 5 0 1 0 1.5-3.5M3 2v3h3',
  briefcase: 'M2 5h12v8H2ZM6 5V3h4v2',
  card: 'M1.5 4h13v8h-13ZM1.5 7h13',
  alert: 'M8 3v6m0 3v1',
  arrowOut: 'm5 11 6-6M6 5h5v5',
  swap: 'M2 5h11l-2-2m3 8H3l2 2',
  flag: 'M3 14V2h9l-2 3 2 3H3',
} as const;

/** spec 4: each status's tone and icon. Equal names mean the same thing in every kind. */
const statusLook: Record<Status, [BadgeTone, keyof typeof icons]> = {
  all: ['neutral', 'list'],
  approved: ['positive', 'check'],
  clear: ['positive', 'checkCircle'],
  awaiting: ['info', 'hourglass'],
  pending: ['warning', 'clock'],
  rejected: ['negative', 'cross'],
  unknown: ['neutral', 'question'],
  unverified: ['warning', 'dashedCircle'],
  using: ['primary', 'play'],
  repayment: ['info', 'redo'],
  recycled: ['neutral', 'undo'],
  holding: ['primary', 'briefcase'],
  payment: ['warning', 'card'],
  outstanding: ['negative', 'alert'],
  sold: ['neutral', 'arrowOut'],
  settle: ['info', 'swap'],
  listing: ['primary', 'flag'],
};

/** Which status list a badge shows, and the status, typed by kind. */
export type StatusBadgeStatus =
  | { kind: 'common'; status: CommonStatus }
  | { kind: 'order'; status: OrderStatus }
  | { kind: 'kyc'; status: KycStatus };

export type StatusBadgeProps = Omit<BadgeProps, 'tone' | 'icon' | 'children'> &
  StatusBadgeStatus & {
    /**
     * The status list (spec 4): `common` (reviews, accounts, loans, records), `order`
     * (orders and transactions) or `kyc` (identity verification).
     */
    kind: StatusBadgeStatus['kind'];
    /** The status, one of the kind's values from `@invest/domain`. */
    status: StatusBadgeStatus['status'];
  };

/**
 * A status of spec 4 as a badge: its translated label (namespace `status`), a tone and an icon
 * of its own.
 */
export function StatusBadge({ kind, status, ...props }: StatusBadgeProps) {
  const t = useT('status');
  const [tone, icon] = statusLook[status];
  return (
    <Badge
      {...props}
      tone={tone}
      data-status={status}
      data-icon={icon}
      icon={
        <svg
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={icons[icon]} />
        </svg>
      }
    >
      {t(`${kind}.${status}`)}
    </Badge>
  );
}
