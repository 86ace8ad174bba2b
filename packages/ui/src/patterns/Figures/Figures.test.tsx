// @vitest-environment happy-dom
// Edge cases a story does not show: a zero is a value (only an absent one leaves its row out),
// two rows may share a label, and the list takes a caller's slot, classes and ref.
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Figures } from './Figures';

afterEach(cleanup);

const pairs = () =>
  screen
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? null]);

describe('Figures', () => {
  it('shows a zero, as a number or a string, and leaves out only null and undefined', () => {
    render(
      <Figures
        rows={[
          { label: 'Lots', value: 0 },
          { label: 'Units', value: '0' },
          { label: 'Period', value: null },
          { label: 'Market price', value: undefined },
        ]}
      />,
    );
    expect(pairs()).toEqual([
      ['Lots', '0'],
      ['Units', '0'],
    ]);
  });

  it('keeps two rows with the same label apart by their keys', () => {
    render(
      <Figures
        rows={[
          { label: 'Fee', value: '1.00', key: 'commission' },
          { label: 'Fee', value: '0.50', key: 'exchange' },
        ]}
      />,
    );
    expect(pairs()).toEqual([
      ['Fee', '1.00'],
      ['Fee', '0.50'],
    ]);
  });

  it('marks the total and no other row, and names each row by its label', () => {
    const { container } = render(
      <Figures
        rows={[
          { label: 'Amount', value: '100.00' },
          { label: 'Total repaid', value: '112.00', total: true },
        ]}
      />,
    );
    const rows = container.querySelectorAll('[data-field]');
    expect([...rows].map((row) => row.getAttribute('data-field'))).toEqual([
      'Amount',
      'Total repaid',
    ]);
    expect(container.querySelectorAll('[data-total]')).toHaveLength(1);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('term')
        .classList.contains('text-fg-muted'),
    ).toBe(false);
  });

  it("takes the caller's data-slot, classes and ref", () => {
    const ref = createRef<HTMLDListElement>();
    render(
      <Figures
        ref={ref}
        data-slot="loan-cost"
        className="mt-2"
        rows={[{ label: 'Amount', value: '1.00' }]}
      />,
    );
    expect(ref.current?.tagName).toBe('DL');
    expect(ref.current?.getAttribute('data-slot')).toBe('loan-cost');
    expect([...(ref.current?.classList ?? [])]).toEqual(
      expect.arrayContaining(['mt-2', 'text-sm']),
    );
  });
});
