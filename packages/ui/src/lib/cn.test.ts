import { colorUtilities } from '@invest/tokens';
import { describe, expect, it } from 'vitest';
import { cn, TOKEN_COLORS } from './cn';

describe('cn (issue 10 item 8)', () => {
  it('knows exactly the colours the tokens define', () => {
    expect(TOKEN_COLORS.filter((c) => c !== 'transparent' && c !== 'current').sort()).toEqual(
      Object.keys(colorUtilities).sort(),
    );
  });

  it("lets a later class (a partner's className) override the component's", () => {
    expect(cn('bg-surface px-4 text-fg', 'bg-primary text-primary-fg')).toBe(
      'px-4 bg-primary text-primary-fg',
    );
    expect(cn('rounded-md p-2', 'rounded-full p-4')).toBe('rounded-full p-4');
    expect(cn('font-sans', 'font-display')).toBe('font-display');
    expect(cn('shadow-sm', 'shadow-lg')).toBe('shadow-lg');
  });

  it('keeps a colour and a size of the same prefix apart', () => {
    expect(cn('text-sm text-positive', 'text-negative')).toBe('text-sm text-negative');
    expect(cn('text-xs text-fg-muted', 'text-2xl')).toBe('text-fg-muted text-2xl');
    expect(cn('border border-border', 'border-2 border-focus')).toBe('border-2 border-focus');
    expect(cn('font-display font-semibold', 'font-mono')).toBe('font-semibold font-mono');
  });

  it('leaves a utility the theme does not know alone', () => {
    expect(cn('text-title text-positive')).toBe('text-title text-positive');
  });

  it('keeps variant-scoped classes apart and merges within a variant', () => {
    expect(cn('bg-surface hover:bg-surface', 'bg-primary')).toBe('hover:bg-surface bg-primary');
    expect(cn('data-[focus-visible]:outline-2', 'data-[focus-visible]:outline-4')).toBe(
      'data-[focus-visible]:outline-4',
    );
  });

  it('joins conditional classes like clsx', () => {
    expect(cn('a', false, undefined, { b: true, c: false }, ['d'])).toBe('a b d');
  });
});
