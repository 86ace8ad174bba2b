import { clsx, type ClassValue } from 'clsx';

/**
 * The colour utilities @invest/tokens defines (`bg-surface`, `text-positive`, ...): the only
 * colours there are (the default palette is removed). Kept equal to the tokens' `colorUtilities`
 * by cn.test.ts.
 */
export const TOKEN_COLORS = [
  'background',
  'surface',
  'surface-raised',
  'surface-sunken',
  'fg',
  'fg-muted',
  'fg-inverse',
  'primary',
  'primary-hover',
  'primary-fg',
  'positive',
  'positive-fg',
  'negative',
  'negative-fg',
  'warning',
  'warning-fg',
  'info',
  'info-fg',
  // spec 2: the connection rating's green (excellent) and emerald (good)
  'signal-excellent',
  'signal-excellent-fg',
  'signal-good',
  'signal-good-fg',
  'border',
  'border-strong',
  'focus',
  'overlay',
  // gains and losses: positive or negative as the client's up-colour setting says
  'up',
  'down',
  'transparent',
  'current',
] as const;

/**
 * The type scale @invest/tokens defines (`text-display`, ..., `text-caption`): font sizes (with
 * their line height, weight and tracking), not colours. Kept equal to the tokens'
 * `typeScaleSteps` by cn.test.ts.
 */
export const TYPE_SCALE = [
  'display',
  'page-title',
  'section',
  'card-title',
  'figure',
  'body',
  'label',
  'caption',
] as const;

/*
 * Class merging (docs/decisions/0014): a later class wins over an earlier one of the same
 * property under the same variants, so a partner's `className`, passed last, overrides the
 * component's own class whatever the order of Tailwind's stylesheet. The table maps a utility to
 * its conflict group; it knows the token theme (colours, the type scale, radii, shadows) and the
 * groups the components use, with tailwind-merge's rules, and cn.test.ts checks that both give
 * the same answer for every pair of classes in the components and the app. A class the table
 * does not know is kept as it is: at worst two classes stay, never one too few.
 */

const isNumber = (v: string) => !!v && !isNaN(+v);

/**
 * What an arbitrary value `[…]` or variable `(…)` holds: its label (`[length:…]`), else what its
 * body looks like (a length, a number, a shadow, an image, anything else); null for a plain value.
 */
const kind = (v: string) => {
  const [, open, label, body = ''] = /^([[(])(?:(\w[\w-]*):)?(.+)[\])]$/.exec(v) ?? [];
  return open
    ? (label ??
        (open == '('
          ? 'var'
          : /^[\d.]+[a-z%]|^0$|^(calc|min|max|clamp)\(/.test(body)
            ? 'length'
            : isNumber(body)
              ? 'number'
              : /^(inset_)?-?[\d.]+[a-z]*_/.test(body)
                ? 'shadow'
                : /^(url|[a-z-]*gradient)\(/.test(body)
                  ? 'image'
                  : 'any'))
    : null;
};

/** The keywords the layout utilities take (`justify-between`, `w-fit`, `cursor-pointer`, …). */
const KEYWORDS =
  ' auto none full screen min max fit px prose lh dvh dvw svh start end center between around evenly stretch baseline normal nowrap pre pre-line pre-wrap hidden visible scroll clip pointer default not-allowed text wait all words middle top bottom left right spin pulse linear standard tight wide relaxed loose first last subgrid row col fr x y xs sm md lg xl contain cover disc decimal ';

/** The value tests the table writes after `#`: `v` is any value a layout utility takes. */
const VALUES: Record<string, (v: string) => unknown> = {
  n: isNumber,
  t: (v) => /^\d*(xs|sm|md|lg|xl)$/.test(v),
  k: (v) => (TOKEN_COLORS as readonly string[]).includes(v),
  v: (v) => /^[\d.]/.test(v) || kind(v) || KEYWORDS.includes(` ${v} `),
};

/*
 * One line per rule. `group=class class`: whole classes of one group. `prefix[>group] …|value …`:
 * what may follow the prefix's dash, the group being the prefix unless named: `~` nothing, a word,
 * `#` the VALUES tests, `*` any arbitrary value, `:a,b` an arbitrary value of kind a or b. `p*`
 * is `p` and its sides `px`, `py`, `ps` … `pl`; `border-*` is `border`, `border-x` … `border-l`.
 * `#text` is the prefix `text` whose group is its colour, `#text`. A prefix's rules are tried in
 * order (a font size before a text colour).
 */
const TABLE = `display=block inline-block inline flex inline-flex grid inline-grid table contents hidden
position=static fixed absolute relative sticky
visibility=visible invisible
isolation=isolate
sr=sr-only not-sr-only
text-decoration=underline line-through no-underline
text-overflow=truncate
overflow-wrap=wrap-break-word wrap-anywhere wrap-normal
container=container
filter=filter
fvn-normal=normal-nums
fvn-figure=lining-nums oldstyle-nums
fvn-spacing=proportional-nums tabular-nums
translate-none=translate-none
p* m* scroll-m* inset-* top>inset-t right>inset-r bottom>inset-b left>inset-l start>inset-s end>inset-e gap gap-x gap-y space-x space-y w h min-w max-w min-h max-h max-w-screen>max-w size basis z order ease animate translate translate-x translate-y grid-cols grid-rows grid-flow auto-cols auto-rows col row col-span>col row-span>row col-start row-start col-end row-end columns leading tracking line-clamp whitespace cursor items self justify justify-self justify-items overflow overflow-x overflow-y pointer-events select resize underline-offset outline-offset break align list|#v
text>font-size|#t base ${TYPE_SCALE.join(' ')} :length
text>text-alignment|left center right justify start end
text>text-wrap|wrap nowrap balance pretty
font>font-weight|thin extralight light normal medium semibold bold extrabold black :number,weight,var,any,length
font>font-family|sans display mono :family-name
border>border-collapse|collapse separate
border>border-style outline>outline-style divide>divide-style|solid dashed dotted double hidden none
border-* divide-x divide-y outline ring ring-offset|~ #n :length
rounded-*|~ sm md lg full none *
flex>flex-direction|row row-reverse col col-reverse
flex>flex-wrap|nowrap wrap wrap-reverse
flex|#n :any,number,length,shadow,image auto initial none
shrink grow resize|~ #n *
opacity duration delay rotate scale scale-x scale-y|#n * none initial
box|border content
content>align-content|start end center between around evenly stretch normal baseline
object>object-fit|contain cover fill none scale-down
snap>snap-type|none x y both
bg>bg-image|none :image
bg>bg-size|auto cover contain
shadow|~ sm md lg none inner :shadow,var
stroke|#n :length,number
decoration|#n auto from-font :length,var
transition|~ all colors opacity shadow transform none *
@container|~ normal size *
#text #border-* #divide #outline #ring #ring-offset #bg #shadow #stroke #decoration #fill|#k :any,var,color none`;

/** A later group removes these earlier ones as well: `size-4` an earlier `w-2`, not the reverse. */
const CONFLICTS = `overflow:overflow-x overflow-y
flex:basis grow shrink
gap:gap-x gap-y
size:w h
font-size:leading
line-clamp:display overflow
fvn-normal:fvn-figure fvn-spacing
fvn-figure:fvn-normal
fvn-spacing:fvn-normal
translate:translate-x translate-y translate-none
translate-none:translate translate-x translate-y`;

const SIDES = ['', ...'xysetrbl'];

/**
 * The sides a group covers besides its own: `p-4` removes an earlier `px-2` and `pt-1`, `px-2` an
 * earlier `ps-1`, `pe-1`, `pr-1`, `pl-1`, but `px-2` leaves an earlier `p-4` (one axis of four).
 */
const sidesOf = (group: string) => {
  const [, base, axis] = /^(#?border-|inset-|rounded-|p|m|scroll-m)([xy]?)$/.exec(group) ?? [];
  return base
    ? [...(axis ? (axis == 'x' ? 'serl' : 'tb') : SIDES.join(''))].map((s) => base + s)
    : [];
};

type Rules = Map<string, [values: string[], group: string][]>;
let table: Rules | undefined;

/**
 * The table's rules by prefix, read on the first merge, not when the module loads: a first
 * visit evaluates every module of the app's start in one task, and reading the table there made
 * that task about 12 ms longer on Lighthouse's phone. The first merge runs in a render, whose
 * transition slices leave the browser its turn between them.
 */
const rules = (): Rules => {
  if (table) return table;
  table = new Map();
  for (const line of TABLE.split('\n')) {
    const [group, words] = line.split('=');
    const [targets, values] = words ? [words, '~'] : line.split('|');
    for (const target of targets!.split(' ')) {
      const [name, named] = target.split('>') as [string, string?];
      const base = name.replace('*', '');
      for (const side of name == base ? [''] : SIDES) {
        // `border-*` with no side is the prefix `border`, group `border-`; `#` marks a colour
        const prefix = (side ? base + side : base.replace(/-$/, '')).replace('#', '');
        table.set(prefix, [
          ...(table.get(prefix) ?? []),
          [values!.split(' '), words ? group! : (named ?? base + side)],
        ]);
      }
    }
  }
  return table;
};
const conflicts = new Map(CONFLICTS.split('\n').map((line) => line.split(':') as [string, string]));

const fits = (value: string, token: string) =>
  token == '~'
    ? !value
    : token[0] == '#'
      ? [...token.slice(1)].some((test) => VALUES[test]!(value))
      : token == '*'
        ? kind(value)
        : token[0] == ':'
          ? token.slice(1).split(',').includes(kind(value)!)
          : token == value;

/** The conflict group of a utility (variants and `!` taken off), if the table knows it. */
const groupOf = (utility: string): string | undefined => {
  // an arbitrary property, `[overflow-wrap:anywhere]`, conflicts with the same property only
  if (/^\[.*\]$/.test(utility)) return /^\[[^:]+:/.exec(utility)?.[0];
  utility = utility.replace(/^-(?=.)/, '');
  const end = utility.search(/[[(]/);
  // the whole class first, then shorter prefixes: `border-x-2` is `border-x` and `2`
  for (let i = end < 0 ? utility.length : end - 1; i > 0; i = utility.lastIndexOf('-', i - 1))
    if (i == utility.length || utility[i] == '-')
      for (const [values, group] of rules().get(utility.slice(0, i)) ?? [])
        if (values.some((token) => fits(utility.slice(i + 1), token))) return group;
};

/** A colon or slash outside brackets and parentheses: where a variant or a modifier ends. */
const TOP_LEVEL = /(?![^[]*\]|[^(]*\))/.source;
const VARIANT_END = new RegExp(':' + TOP_LEVEL);
const MODIFIER = new RegExp('/' + TOP_LEVEL + '[^/]*$');

/** Variants whose order changes the selector (`before:hover:` is not `hover:before:`). */
const ORDERED =
  ' * ** after backdrop before details-content file first-letter first-line marker placeholder selection ';

const merge = (list: string): string => {
  const taken = new Set<string>();
  return list
    .trim()
    .split(/\s+/)
    .reverse()
    .filter((name) => {
      const variants = name.split(VARIANT_END);
      // `p-2!`, or `!p-2` as Tailwind 3 wrote it: one mark, the trailing one first
      const marked = variants.pop()!;
      const utility = marked.endsWith('!') ? marked.slice(0, -1) : marked.replace(/^!/, '');
      // `text-sm/6` (a line height), `bg-primary/50` (an opacity): the group of `text-sm`, `bg-primary`
      const group = groupOf(utility.replace(MODIFIER, '')) ?? groupOf(utility);
      if (!group) return true;
      // variants are sorted (`md:hover:` is `hover:md:`) within the runs between ordered ones
      let id = '';
      let run: string[] = [];
      // (the closing `[` flushes the last run)
      for (const variant of [...variants, '[']) {
        if (variant[0] == '[' || ORDERED.includes(` ${variant} `)) {
          id += [...run.sort(), variant].join(':') + ':';
          run = [];
        } else run.push(variant);
      }
      if (marked != utility) id += '!';
      if (taken.has(id + group)) return false;
      for (const other of [group, ...sidesOf(group), ...(conflicts.get(group)?.split(' ') ?? [])])
        taken.add(id + other);
      return true;
    })
    .reverse()
    .join(' ');
};

const merged = new Map<string, string>();

/**
 * Joins class names; a later class wins over an earlier one of the same property, so a
 * partner's `className` (passed last) overrides a component's own classes (`bg-surface` +
 * `bg-primary` gives `bg-primary`).
 */
export const cn = (...inputs: ClassValue[]): string => {
  const list = clsx(inputs);
  let result = merged.get(list);
  if (result == null) {
    // the same lists come back render after render; the bound keeps one-off lists from piling up
    if (merged.size > 999) merged.clear();
    merged.set(list, (result = merge(list)));
  }
  return result;
};

/** The focus ring every interactive part shows on keyboard focus: see ./focusRing. */
export { focusRing } from './focusRing';
