import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colorUtilities, directionUtilities, typeScaleSteps } from '@invest/tokens';
import { describe, expect, it } from 'vitest';
import { cn, TOKEN_COLORS, TYPE_SCALE } from './cn';

describe('cn', () => {
  it('knows exactly the colours the tokens define', () => {
    expect(TOKEN_COLORS.filter((c) => c !== 'transparent' && c !== 'current').sort()).toEqual(
      [...Object.keys(colorUtilities), ...Object.keys(directionUtilities)].sort(),
    );
  });

  it('knows exactly the type scale the tokens define', () => {
    expect([...TYPE_SCALE]).toEqual([...typeScaleSteps]);
  });

  it('takes a type scale step for a font size, not a colour', () => {
    expect(cn('text-display', 'text-fg')).toBe('text-display text-fg');
    expect(cn('text-body text-fg-muted', 'text-label')).toBe('text-fg-muted text-label');
    expect(cn('text-sm', 'text-card-title')).toBe('text-card-title');
    expect(cn('text-figure leading-6', 'text-caption')).toBe('text-caption');
    // tabular lining figures (how money is set) combine; normal-nums resets both
    expect(cn('lining-nums tabular-nums', 'text-figure')).toBe(
      'lining-nums tabular-nums text-figure',
    );
    expect(cn('lining-nums tabular-nums', 'normal-nums')).toBe('normal-nums');
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

/** Every word of every string literal in packages/ui/src that cn takes for a class. */
function classesOfTheSources(): string[] {
  const root = join(import.meta.dirname, '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
  );
  const words = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const [, a, b, c] of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const literal = (a ?? b ?? c ?? '').replace(/\$\{[^}]*\}/g, ' ');
      for (const word of literal.split(/\s+/)) if (word) words.add(word);
    }
  }
  // a class cn knows is merged with itself: `p-2 p-2` gives `p-2`
  return [...words].filter((w) => cn(`${w} ${w}`) === w).sort();
}

/** What a partner may pass: arbitrary values and variables of the groups the components use. */
const partnerClasses = [
  'w-[360px]',
  'w-(--width)',
  'w-1/2',
  'w-screen',
  'w-md',
  'h-[calc(100%-2rem)]',
  'size-[2em]',
  'min-w-[10rem]',
  'max-w-screen-md',
  'max-h-[50vh]',
  'p-[13px]',
  'p-px',
  'px-[1.5rem]',
  'py-(--gutter)',
  'm-4',
  'm-auto',
  'mx-[2px]',
  '-mt-2',
  'gap-[7px]',
  'inset-[5%]',
  'top-1/2',
  'left-4',
  'text-[13px]',
  'text-[#123456]',
  'text-(--ink)',
  'text-(length:--size)',
  'text-[length:var(--size)]',
  'text-[color:var(--ink)]',
  'text-sm/6',
  'text-display',
  'text-page-title',
  'text-section',
  'text-card-title',
  'text-figure',
  'text-body',
  'text-label',
  'text-caption',
  'text-caption/5',
  'text-lg/[1.4]',
  'leading-[1.2]',
  'leading-6',
  'tracking-tight',
  'tracking-[0.02em]',
  'font-[600]',
  'font-bold',
  'font-(family-name:--face)',
  'bg-[#fff]',
  'bg-(--paper)',
  'bg-[url(/a.png)]',
  'bg-[linear-gradient(red,blue)]',
  'bg-primary/50',
  'border-[3px]',
  'border-[#ccc]',
  'border-x-2',
  'border-y-border',
  'border-t-4',
  'border-dotted',
  'rounded-[4px]',
  'rounded-none',
  'rounded-lg',
  'shadow-[0_1px_2px_black]',
  'shadow-none',
  'ring-[3px]',
  'ring-primary',
  'ring-0',
  'outline-[3px]',
  'outline-(--ring)',
  'outline-dashed',
  'opacity-[0.35]',
  'z-[60]',
  'z-10',
  'cursor-pointer',
  'cursor-[grab]',
  'duration-[250ms]',
  'ease-linear',
  'delay-150',
  'rotate-[17deg]',
  'translate-x-[3px]',
  'translate-none',
  'translate-1/2',
  'flex-none',
  'flex-[2_2_0%]',
  'shrink',
  'grid-cols-12',
  'line-clamp-3',
  'normal-nums',
  'lining-nums',
  'oldstyle-nums',
  'tabular-nums',
  'overflow-visible',
  'stroke-[3]',
  'stroke-primary',
  'fill-[#000]',
  'decoration-[3px]',
  'underline-offset-[3px]',
  'hover:bg-[#fff]',
  'md:px-[2rem]',
  'data-[hovered]:bg-positive',
  'md:hover:text-negative',
  'hover:md:text-negative',
  '!p-2',
  'p-2!',
  '[padding:3px]',
];

describe("cn: tailwind-merge's own class groups with the token theme", () => {
  const fromSources = classesOfTheSources();

  it('finds the classes of the components', () => {
    // the scan works: the button's own classes are among them
    expect(fromSources).toEqual(
      expect.arrayContaining(['bg-primary', 'data-[hovered]:bg-primary-hover', 'h-10', 'px-4']),
    );
    expect(fromSources.length).toBeGreaterThan(300);
  });

  it('knows every class a partner may pass', () => {
    const unknown = partnerClasses.filter((c) => cn(`${c} ${c}`) !== c && c !== '[padding:3px]');
    expect(unknown).toEqual([]);
  });

  it('merges the groups no component uses yet, as tailwind-merge does', () => {
    expect(cn('columns-2', 'columns-3')).toBe('columns-3');
    expect(cn('snap-x px-4', 'snap-y px-2')).toBe('snap-y px-2');
    expect(cn('scroll-mt-2', 'scroll-mt-4')).toBe('scroll-mt-4');
    expect(cn('bg-surface', 'bg-signal-good')).toBe('bg-signal-good');
  });
});
