import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colorUtilities, directionUtilities, typeScaleSteps } from '@invest/tokens';
import { extendTailwindMerge, getDefaultConfig, mergeConfigs } from 'tailwind-merge';
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

/*
 * The reference: tailwind-merge told the token theme, as cn was until docs/decisions/0014. cn's own
 * table must merge every class the components and the app use exactly as it does.
 */
const referenceConfig = {
  extend: { theme: { text: [...TYPE_SCALE] } },
  override: {
    theme: {
      color: [...TOKEN_COLORS],
      font: ['sans', 'display', 'mono'],
      radius: ['sm', 'md', 'lg', 'full'],
      shadow: ['sm', 'md', 'lg'],
      ease: ['standard'],
    },
  },
};
const reference = extendTailwindMerge(referenceConfig);

/**
 * A class with Tailwind v3's leading `!` (important), spelled as v4 writes it: the `!` at the
 * end. `md:!text-sm` is `md:text-sm!`; a `!` inside brackets or parentheses is a value's.
 */
function trailingImportant(token: string): string {
  let depth = 0;
  for (let i = 0; i < token.length; i++) {
    const ch = token[i];
    if (ch === '[' || ch === '(') depth++;
    else if (ch === ']' || ch === ')') depth--;
    else if (ch === '!' && depth === 0 && (i === 0 || token[i - 1] === ':'))
      return `${token.slice(0, i)}${token.slice(i + 1)}!`;
  }
  return token;
}

/**
 * tailwind-merge's answer for `list`, in the spelling given. It reads the leading `!` together
 * with a postfix modifier wrongly: it keeps `!text-caption/5 !text-body` whole, while it merges
 * `text-caption/5! text-body!` (the same classes in v4's spelling) and `text-caption/5 text-body`.
 * cn merges all three alike, so the reference is asked in v4's spelling and answered back in
 * the list's.
 */
function referenceAsWritten(list: string): string {
  if (!list.includes('!')) return reference(list);
  const spelled = new Map<string, string>();
  const asked = list.split(' ').map((token) => {
    const v4 = trailingImportant(token);
    spelled.set(v4, token);
    return v4;
  });
  return reference(asked.join(' '))
    .split(' ')
    .map((token) => spelled.get(token) ?? token)
    .join(' ');
}

/** Every word of every string literal in packages/ui/src (but cn's own table) and apps/web/src. */
function wordsOfTheSources(): string[] {
  const words = new Set<string>();
  for (const root of [
    join(import.meta.dirname, '..'),
    join(import.meta.dirname, '../../../../apps/web/src'),
  ]) {
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('cn.ts'),
    );
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      for (const [, a, b, c] of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
        const literal = (a ?? b ?? c ?? '').replace(/\$\{[^}]*\}/g, ' ');
        for (const word of literal.split(/\s+/)) if (word) words.add(word);
      }
    }
  }
  return [...words].sort();
}

/** The words tailwind-merge takes for a class: merged with itself, `p-2 p-2` gives `p-2`. */
const isClass = (word: string) => reference(`${word} ${word}`) === word;

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
  const fromSources = wordsOfTheSources().filter(isClass);

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

/** A fixed sequence of indices (the same every run): the samples below never change by chance. */
function sampler(seed: number) {
  return (n: number) => (seed = (seed * 48271) % 2147483647) % n;
}

/** Tailwind's classes as tailwind-merge lists them: every group with its words and sample values. */
function catalogue(): string[] {
  const config = mergeConfigs(getDefaultConfig(), referenceConfig);
  const theme = config.theme as Record<string, unknown[]>;
  const values = ['4', '0.5', 'px', '1/2', 'md', '2xl', 'auto', 'full', 'none', '[3px]'];
  values.push('[#fff]', '(--x)', '(length:--x)', '[length:1px]', '[1.5]', '[url(/a.png)]');
  const classes = new Set<string>();
  const join = (prefix: string, part: string) =>
    prefix && part ? `${prefix}-${part}` : prefix || part;
  const walk = (prefix: string, definitions: readonly unknown[]): void => {
    for (const definition of definitions) {
      if (typeof definition == 'string') classes.add(join(prefix, definition));
      else if (typeof definition == 'function') {
        const getter = definition as { isThemeGetter?: boolean; themeKey?: string };
        if (getter.isThemeGetter) walk(prefix, theme[getter.themeKey!] ?? []);
        else for (const value of values) if (definition(value)) classes.add(join(prefix, value));
      } else
        for (const [part, inner] of Object.entries(definition as Record<string, unknown[]>))
          walk(join(prefix, part), inner);
    }
  };
  for (const group of Object.values(config.classGroups)) walk('', group as unknown[]);
  return [...classes].filter((c) => c && isClass(c)).sort();
}

/** The variants the samples put in front of classes, order-sensitive ones among them. */
const VARIANTS = ['', 'hover:', 'md:hover:', 'hover:md:', 'data-[hovered]:', 'before:hover:'];
VARIANTS.push('hover:before:', 'group-data-[selected]/radio:', '!', 'md:!', 'aria-[current=page]:');

describe('cn against tailwind-merge, the reference it replaced (docs/decisions/0014)', () => {
  const words = wordsOfTheSources();
  const used = words.filter(isClass);
  // the classes as written (with their variants), bare, and what partners pass
  const classes = [
    ...new Set([...used, ...used.map((c) => c.slice(c.lastIndexOf(':') + 1)), ...partnerClasses]),
  ];
  const differences = (lists: Iterable<string>) =>
    [...lists].flatMap((list) =>
      cn(list) === referenceAsWritten(list)
        ? []
        : [{ list, cn: cn(list), reference: referenceAsWritten(list) }],
    );

  it('knows every class of the components and the app, and takes no other word for one', () => {
    expect(used.filter((c) => cn(`${c} ${c}`) !== c)).toEqual([]);
    expect(words.filter((w) => !isClass(w) && cn(`${w} ${w}`) !== `${w} ${w}`)).toEqual([]);
  });

  it('merges every pair of those classes as tailwind-merge does', { timeout: 120_000 }, () => {
    function* pairs() {
      for (const a of classes) for (const b of classes) yield `${a} ${b}`;
    }
    expect(differences(pairs())).toEqual([]);
  });

  it(
    'merges them with variants and in triples as tailwind-merge does',
    { timeout: 120_000 },
    () => {
      const pick = sampler(2026);
      const any = () => VARIANTS[pick(VARIANTS.length)]! + classes[pick(classes.length)]!;
      function* samples() {
        for (let i = 0; i < 20_000; i++) yield `${any()} ${any()}`;
        for (let i = 0; i < 6_000; i++) yield `${any()} ${any()} ${any()}`;
      }
      expect(differences(samples())).toEqual([]);
    },
  );

  it('is asked the leading important in v4 spelling, where tailwind-merge misreads it', () => {
    expect(reference('md:!text-caption/5 md:!text-body')).toBe('md:!text-caption/5 md:!text-body');
    expect(referenceAsWritten('md:!text-caption/5 md:!text-body')).toBe('md:!text-body');
    expect(cn('md:!text-caption/5', 'md:!text-body')).toBe('md:!text-body');
    expect(referenceAsWritten('!p-2 p-4! aria-[current=page]:!bg-[url(/a!b.png)]')).toBe(
      'p-4! aria-[current=page]:!bg-[url(/a!b.png)]',
    );
  });

  it("merges the partner overrides of the story and the component's classes as it does", () => {
    const partner = 'h-12 rounded-full bg-positive px-8 text-positive-fg';
    const lists = used.map((c) => `${c} ${partner}`);
    lists.push(`inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm ${partner}`);
    expect(differences(lists)).toEqual([]);
  });

  it(
    'where it differs on a class nobody uses, keeps a class rather than dropping one',
    { timeout: 120_000 },
    () => {
      // the groups cn's table leaves out (text transform, font style, corner radii, blend modes,
      // scroll padding, table display, most cursors, …): both classes stay, as with no merging
      // (separate arguments: the formatter sorts the classes within one string)
      expect(cn('uppercase', 'normal-case')).toBe('uppercase normal-case');
      expect(reference('uppercase', 'normal-case')).toBe('normal-case');
      expect(cn('rounded-tl-md', 'rounded-lg')).toBe('rounded-tl-md rounded-lg');
      expect(reference('rounded-tl-md', 'rounded-lg')).toBe('rounded-lg');
      expect(cn('cursor-zoom-in', 'cursor-pointer')).toBe('cursor-zoom-in cursor-pointer');
      expect(reference('cursor-zoom-in', 'cursor-pointer')).toBe('cursor-pointer');
      // the one way round: a ring offset's width as a labelled variable, which tailwind-merge takes
      // for a colour (its ring offset width knows no variable)
      expect(cn('ring-offset-2', 'ring-offset-(length:--gap)')).toBe('ring-offset-(length:--gap)');
      expect(reference('ring-offset-2', 'ring-offset-(length:--gap)')).toBe(
        'ring-offset-2 ring-offset-(length:--gap)',
      );
      // over a sample of every group tailwind-merge knows, that is all: cn never drops more
      const all = catalogue();
      expect(all.length).toBeGreaterThan(4000);
      const pick = sampler(14);
      const dropped = [];
      for (let i = 0; i < 60_000; i++) {
        const list = `${all[pick(all.length)]} ${all[pick(all.length)]}`;
        const kept = new Set(cn(list).split(' '));
        const lost = reference(list)
          .split(' ')
          .filter((c) => !kept.has(c));
        if (lost.length && !list.includes('ring-offset-(length:')) dropped.push(list);
      }
      expect(dropped).toEqual([]);
    },
  );
});
