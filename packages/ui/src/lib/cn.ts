import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, type ClassValidator } from 'tailwind-merge';

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
  // issue 15 item 6: gains and losses, positive or negative as the up-colour setting says
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

type Def = (string | ClassValidator | Record<string, Def>)[];
type Groups = Record<string, Def>;

/*
 * A slim tailwind-merge config (issue 16 item 6: tailwind-merge's default config, every Tailwind
 * class group, is ~8.6 kB gzip, more than half of one Button). It holds the class groups the
 * components use (and those that conflict with them, like `p` over `px`), each with the values
 * tailwind-merge's default config gives it and the token theme; cn.test.ts checks it merges the
 * classes of packages/ui (with variants and arbitrary values) exactly as the full config does. A
 * class of a group it does not know is kept, never dropped.
 *
 * tailwind-merge's validators that the groups below need, as tailwind-merge 3 writes them (its
 * `validators` object would bring all of them): `[label:value]` is an arbitrary value, `(label:--x)`
 * an arbitrary variable; a label says what it is, else the value's form does.
 */
const valueRe = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const variableRe = /^\((?:(\w[\w-]*):)?(.+)\)$/i;
const never = () => false;
const labelled =
  (re: RegExp, labels: string, test: (value: string) => boolean): ClassValidator =>
  (s) => {
    const m = re.exec(s);
    return !!m && (m[1] ? labels.split(' ').includes(m[1]) : test(m[2]!));
  };
const arbitrary = (labels: string, test: (value: string) => boolean = never) =>
  labelled(valueRe, labels, test);
const variable = (labels: string, unlabelled = false) =>
  labelled(variableRe, labels, () => unlabelled);
const isNumber: ClassValidator = (s) => !!s && !Number.isNaN(Number(s));
const isInteger: ClassValidator = (s) => !!s && Number.isInteger(Number(s));
const isFraction: ClassValidator = (s) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(s);
const isTshirtSize: ClassValidator = (s) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(s);
const isLength = (s: string) =>
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/.test(
    s,
  ) && !/^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/.test(s);
const isArbitraryVariable: ClassValidator = (s) => variableRe.test(s);
const isArbitraryValue: ClassValidator = (s) => valueRe.test(s);
const arb = [isArbitraryVariable, isArbitraryValue];
const length: Def = [variable('length'), arbitrary('length', isLength)];

const spacing = [...arb, 'px', isNumber];
const color: Def = [...TOKEN_COLORS, ...arb];
const width: Def = ['', isNumber, ...length];
const inset: Def = [isFraction, 'full', 'auto', ...spacing];
const dynamic = ['dvw', 'dvh', 'lvw', 'lvh', 'svw', 'svh', 'min', 'max', 'fit'];
const sizing: Def = [isFraction, 'auto', 'full', ...dynamic, ...spacing];
const block: Def = ['screen', 'lh', 'none', ...sizing];
const overflow = ['auto', 'hidden', 'clip', 'visible', 'scroll'];
const safe = ['center-safe', 'end-safe'];
const number: Def = [isNumber, ...arb];
const one = (prefix: string, values: Def): Def => [{ [prefix]: values }];
const sides = ['x', 'y', 's', 'e', 'bs', 'be', 't', 'r', 'b', 'l'];
const axes = { x: ['s', 'e', 'r', 'l'], y: ['bs', 'be', 't', 'b'] };

const classGroups: Groups = {};
const conflictingClassGroups: Record<string, string[]> = {};
/** A family like `p`, `px`, ..., `pl`: the whole conflicts with each side, an axis with its sides. */
const family = (id: string, prefix: string, values: Def, sep = '') => {
  classGroups[id] = one(prefix, values);
  conflictingClassGroups[id] = sides.map((s) => id + '-' + s);
  for (const s of sides) classGroups[id + '-' + s] = one(prefix + sep + s, values);
  for (const [axis, of] of Object.entries(axes))
    conflictingClassGroups[id + '-' + axis] = of.map((s) => id + '-' + s);
};

// tailwind-merge's default order matters where groups share a prefix (`text-[12px]` is a size
// before it can be a colour), so the groups below keep the default config's order
Object.assign(classGroups, {
  box: one('box', ['border', 'content']),
  display: [
    'block',
    'inline-block',
    'inline',
    'flex',
    'inline-flex',
    'table',
    'inline-table',
    'table-caption',
    'table-cell',
    'table-column',
    'table-column-group',
    'table-footer-group',
    'table-header-group',
    'table-row-group',
    'table-row',
    'flow-root',
    'grid',
    'inline-grid',
    'contents',
    'list-item',
    'hidden',
  ],
  sr: ['sr-only', 'not-sr-only'],
  isolation: ['isolate', 'isolation-auto'],
  'list-style-type': one('list', ['disc', 'decimal', 'none', ...arb]),
  'object-fit': one('object', ['contain', 'cover', 'fill', 'none', 'scale-down']),
  overflow: one('overflow', overflow),
  'overflow-x': one('overflow-x', overflow),
  'overflow-y': one('overflow-y', overflow),
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  inset: one('inset', inset),
  'inset-x': one('inset-x', inset),
  'inset-y': one('inset-y', inset),
  start: [{ 'inset-s': inset, start: inset }],
  end: [{ 'inset-e': inset, end: inset }],
  'inset-bs': one('inset-bs', inset),
  'inset-be': one('inset-be', inset),
  top: one('top', inset),
  right: one('right', inset),
  bottom: one('bottom', inset),
  left: one('left', inset),
  visibility: ['visible', 'invisible', 'collapse'],
  filter: one('filter', ['', 'none']),
  z: one('z', [isInteger, 'auto', ...arb]),
  'flex-direction': one('flex', ['row', 'row-reverse', 'col', 'col-reverse']),
  'flex-wrap': one('flex', ['nowrap', 'wrap', 'wrap-reverse']),
  flex: one('flex', [isNumber, isFraction, 'auto', 'initial', 'none', isArbitraryValue]),
  shrink: one('shrink', ['', ...number]),
  'grid-cols': one('grid-cols', [isInteger, 'none', 'subgrid', ...arb]),
  'col-start-end': one('col', ['auto', { span: ['full', isInteger, ...arb] }, isInteger, ...arb]),
  'col-start': one('col-start', [isInteger, 'auto', ...arb]),
  'col-end': one('col-end', [isInteger, 'auto', ...arb]),
  'grid-rows': one('grid-rows', [isInteger, 'none', 'subgrid', ...arb]),
  'grid-flow': one('grid-flow', ['row', 'col', 'dense', 'row-dense', 'col-dense']),
  'auto-cols': one('auto-cols', ['auto', 'min', 'max', 'fr', ...arb]),
  gap: one('gap', spacing),
  'gap-x': one('gap-x', spacing),
  'gap-y': one('gap-y', spacing),
  'justify-content': one('justify', [
    'start',
    'end',
    'center',
    'between',
    'around',
    'evenly',
    'stretch',
    'baseline',
    ...safe,
    'normal',
  ]),
  'align-items': one('items', [
    'start',
    'end',
    'center',
    'stretch',
    ...safe,
    { baseline: ['', 'last'] },
  ]),
  'justify-self': one('justify-self', ['auto', 'start', 'end', 'center', 'stretch', ...safe]),
  // container queries (the watchlist row lays out by its list's width)
  'container-type': one('@container', ['', 'normal', 'size', ...arb]),
  'align-self': one('self', [
    'auto',
    'start',
    'end',
    'center',
    'stretch',
    ...safe,
    { baseline: ['', 'last'] },
  ]),
});
family('p', 'p', spacing);
family('m', 'm', ['auto', ...spacing]);
Object.assign(classGroups, {
  size: one('size', sizing),
  w: one('w', [isTshirtSize, 'screen', ...sizing]),
  'min-w': one('min-w', [isTshirtSize, 'screen', 'none', ...sizing]),
  'max-w': one('max-w', [
    isTshirtSize,
    'screen',
    'none',
    'prose',
    { screen: [isTshirtSize] },
    ...sizing,
  ]),
  h: one('h', ['screen', 'lh', ...sizing]),
  'min-h': one('min-h', block),
  'max-h': one('max-h', block),
  'font-size': one('text', ['base', isTshirtSize, ...TYPE_SCALE, ...length]),
  'font-weight': one('font', [
    'thin',
    'extralight',
    'light',
    'normal',
    'medium',
    'semibold',
    'bold',
    'extrabold',
    'black',
    variable('number weight', true),
    arbitrary('number weight', () => true),
  ]),
  'font-family': one('font', [
    variable('family-name'),
    arbitrary('family-name'),
    'sans',
    'display',
    'mono',
  ]),
  'fvn-normal': ['normal-nums'],
  'fvn-figure': ['lining-nums', 'oldstyle-nums'],
  'fvn-spacing': ['proportional-nums', 'tabular-nums'],
  tracking: one('tracking', ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', ...arb]),
  'line-clamp': one('line-clamp', [
    isNumber,
    'none',
    isArbitraryVariable,
    arbitrary('number', isNumber),
  ]),
  leading: one('leading', ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing]),
  'text-alignment': one('text', ['left', 'center', 'right', 'justify', 'start', 'end']),
  'text-color': one('text', color),
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-decoration-thickness': one('decoration', [
    isNumber,
    'from-font',
    'auto',
    isArbitraryVariable,
    arbitrary('length', isLength),
  ]),
  'underline-offset': one('underline-offset', [isNumber, 'auto', ...arb]),
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'vertical-align': one('align', [
    'baseline',
    'top',
    'middle',
    'bottom',
    'text-top',
    'text-bottom',
    'sub',
    'super',
    ...arb,
  ]),
  whitespace: one('whitespace', [
    'normal',
    'nowrap',
    'pre',
    'pre-line',
    'pre-wrap',
    'break-spaces',
  ]),
  break: one('break', ['normal', 'words', 'all', 'keep']),
  // `bg-[url(...)]` is an image, not a colour
  'bg-image': one('bg', [
    variable('image url'),
    arbitrary('image url', (s) =>
      /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/.test(
        s,
      ),
    ),
  ]),
  'bg-color': one('bg', color),
  rounded: one('rounded', ['', 'none', 'full', 'sm', 'md', 'lg', ...arb]),
});
family('border-w', 'border', width, '-');
Object.assign(classGroups, {
  'divide-y': one('divide-y', width),
  'border-style': one('border', ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']),
});
family('border-color', 'border', color, '-');
Object.assign(classGroups, {
  'divide-color': one('divide', color),
  'outline-style': one('outline', ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden']),
  'outline-offset': one('outline-offset', number),
  'outline-w': one('outline', width),
  'outline-color': one('outline', color),
  shadow: one('shadow', [
    '',
    'inner',
    'none',
    'sm',
    'md',
    'lg',
    variable('shadow', true),
    arbitrary('shadow', (s) =>
      /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/.test(s),
    ),
  ]),
  'ring-w': one('ring', width),
  'ring-color': one('ring', color),
  'ring-offset-w': one('ring-offset', [isNumber, arbitrary('length', isLength)]),
  'ring-offset-color': one('ring-offset', color),
  opacity: one('opacity', number),
  'border-collapse': one('border', ['collapse', 'separate']),
  transition: one('transition', [
    '',
    'all',
    'colors',
    'opacity',
    'shadow',
    'transform',
    'none',
    ...arb,
  ]),
  duration: one('duration', [isNumber, 'initial', ...arb]),
  ease: one('ease', ['linear', 'initial', 'standard', ...arb]),
  delay: one('delay', number),
  animate: one('animate', ['none', 'spin', 'ping', 'pulse', 'bounce', ...arb]),
  rotate: one('rotate', ['none', ...number]),
  scale: one('scale', ['none', ...number]),
  translate: one('translate', [isFraction, 'full', ...spacing]),
  'translate-x': one('translate-x', [isFraction, 'full', ...spacing]),
  'translate-y': one('translate-y', [isFraction, 'full', ...spacing]),
  'translate-none': ['translate-none'],
  cursor: one('cursor', [
    'auto',
    'default',
    'pointer',
    'wait',
    'text',
    'move',
    'help',
    'not-allowed',
    'none',
    'context-menu',
    'progress',
    'cell',
    'crosshair',
    'vertical-text',
    'alias',
    'copy',
    'no-drop',
    'grab',
    'grabbing',
    'all-scroll',
    'col-resize',
    'row-resize',
    'n-resize',
    'e-resize',
    's-resize',
    'w-resize',
    'ne-resize',
    'nw-resize',
    'se-resize',
    'sw-resize',
    'ew-resize',
    'ns-resize',
    'nesw-resize',
    'nwse-resize',
    'zoom-in',
    'zoom-out',
    ...arb,
  ]),
  'pointer-events': one('pointer-events', ['auto', 'none']),
  resize: one('resize', ['none', '', 'y', 'x']),
  select: one('select', ['none', 'text', 'all', 'auto']),
  fill: one('fill', ['none', ...color]),
  'stroke-w': one('stroke', [isNumber, ...length, arbitrary('number', isNumber)]),
  stroke: one('stroke', ['none', ...color]),
});
Object.assign(conflictingClassGroups, {
  overflow: ['overflow-x', 'overflow-y'],
  inset: [
    'inset-x',
    'inset-y',
    'inset-bs',
    'inset-be',
    'start',
    'end',
    'top',
    'right',
    'bottom',
    'left',
  ],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['inset-bs', 'inset-be', 'top', 'bottom'],
  flex: ['shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'fvn-normal': ['fvn-figure', 'fvn-spacing'],
  'fvn-figure': ['fvn-normal'],
  'fvn-spacing': ['fvn-normal'],
  'line-clamp': ['display', 'overflow'],
  translate: ['translate-x', 'translate-y', 'translate-none'],
  'translate-none': ['translate', 'translate-x', 'translate-y'],
});

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups,
  conflictingClassGroups,
  // `text-sm/6` sets the line height too
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  // pseudo-element variants are order sensitive (`after:hover:` is not `hover:after:`)
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
}));

/**
 * Joins class names; a later class wins over an earlier one of the same property, so a
 * partner's `className` (passed last) overrides a component's own classes (`bg-surface` +
 * `bg-primary` gives `bg-primary`).
 */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs));

/** The focus ring every interactive part shows on keyboard focus: see ./focusRing. */
export { focusRing } from './focusRing';
