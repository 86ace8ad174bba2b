// Story data of the money views (not published).
import type { MoneyRecord } from './records';

/** A real 1x1 PNG, so a preview loads. */
export const png = (name = 'transfer.png') =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

export const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]')!;

export const depositRecords: MoneyRecord[] = [
  {
    id: 'd3',
    amount: '2500.00',
    currency: 'USD',
    status: 'pending',
    created_at: '2026-11-20T09:30:00Z',
    detail: 'Bank transfer',
    reference: 'INV-2026-118',
  },
  {
    id: 'd2',
    amount: '1000.00',
    currency: 'USD',
    status: 'approved',
    created_at: '2026-11-12T14:05:00Z',
    detail: 'Bank transfer',
    reference: 'INV-2026-102',
  },
  {
    id: 'd1',
    amount: '300.00',
    currency: 'USD',
    status: 'rejected',
    created_at: '2026-11-02T08:00:00Z',
    detail: 'Crypto transfer',
    reference: '0x9f2c…e1',
    reason: 'The proof does not show the amount.',
  },
];

export const withdrawRecords: MoneyRecord[] = [
  {
    id: 'w3',
    amount: '400.00',
    currency: 'USD',
    status: 'pending',
    created_at: '2026-11-21T10:00:00Z',
    detail: 'Chase •••• 6789',
  },
  {
    id: 'w2',
    amount: '250.00',
    currency: 'USD',
    status: 'paid',
    created_at: '2026-11-15T10:00:00Z',
    detail: 'Chase •••• 6789',
  },
  {
    id: 'w1',
    amount: '100.00',
    currency: 'USD',
    status: 'cancelled',
    created_at: '2026-11-10T10:00:00Z',
    detail: 'Chase •••• 6789',
  },
  {
    id: 'w0',
    amount: '90.00',
    currency: 'USD',
    status: 'rejected',
    created_at: '2026-11-01T10:00:00Z',
    detail: 'Chase •••• 6789',
    reason: 'The account holder does not match.',
  },
];

/**
 * The side-by-side theme story renders one screen per theme: its named sections repeat by
 * design, so axe's rules of one landmark per name (and one page header) per page do not apply there.
 */
export const allThemesParameters = {
  a11y: {
    config: {
      rules: [
        { id: 'landmark-unique', enabled: false },
        { id: 'landmark-no-duplicate-banner', enabled: false },
      ],
    },
  },
};

/**
 * react-aria announces a pending button by pointing at it; that live-region entry outlives the
 * removed button for 7 s and would fail the axe check of the story. Wait it out.
 */
export const announcerSettled = () =>
  document.querySelector('[data-live-announcer] [role="img"]') === null;
