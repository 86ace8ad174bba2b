/**
 * The type scale: eight named steps every view uses by name, as Tailwind
 * utilities `text-display`, `text-page-title`, ... Each step is four tokens, `text-<step>` (size),
 * `text-<step>-leading`, `text-<step>-weight` and `text-<step>-tracking`; a theme may shift any of
 * them (edel's serif headings are lighter, sc is denser, jp looser).
 */
export const typeScaleSteps = [
  'display',
  'page-title',
  'section',
  'card-title',
  'figure',
  'body',
  'label',
  'caption',
] as const;
export type TypeScaleStep = (typeof typeScaleSteps)[number];

/** One step: font size, line height, font weight, letter spacing. */
export interface TypeStep {
  size: string;
  leading: string;
  weight: string;
  tracking: string;
}

/** The reference scale (stand): a 1.25 ratio from a 16 px body, tighter tracking as type grows. */
export const baseTypeScale: Readonly<Record<TypeScaleStep, TypeStep>> = {
  // the one number a screen is about (portfolio value)
  display: { size: '2.5rem', leading: '3rem', weight: '650', tracking: '-0.022em' },
  'page-title': { size: '1.75rem', leading: '2.25rem', weight: '650', tracking: '-0.018em' },
  section: { size: '1.25rem', leading: '1.75rem', weight: '600', tracking: '-0.012em' },
  'card-title': { size: '1rem', leading: '1.5rem', weight: '600', tracking: '-0.006em' },
  // a value on a card (a price, a balance)
  figure: { size: '1.5rem', leading: '2rem', weight: '600', tracking: '-0.014em' },
  body: { size: '1rem', leading: '1.5rem', weight: '400', tracking: '0em' },
  label: { size: '0.875rem', leading: '1.25rem', weight: '500', tracking: '0em' },
  caption: { size: '0.75rem', leading: '1rem', weight: '450', tracking: '0.01em' },
};

export type TypeScaleTokenName =
  `text-${TypeScaleStep}` | `text-${TypeScaleStep}-${'leading' | 'weight' | 'tracking'}`;

/** The token names of the scale, in order. */
export const typeScaleTokenNames = typeScaleSteps.flatMap(
  (step) =>
    [
      `text-${step}`,
      `text-${step}-leading`,
      `text-${step}-weight`,
      `text-${step}-tracking`,
    ] as const,
) as readonly TypeScaleTokenName[];

/** A theme's scale tokens: the reference scale with the theme's changes per step. */
export function typeScale(
  changes: Partial<Record<TypeScaleStep, Partial<TypeStep>>> = {},
): Record<TypeScaleTokenName, string> {
  const out = {} as Record<TypeScaleTokenName, string>;
  for (const step of typeScaleSteps) {
    const s = { ...baseTypeScale[step], ...changes[step] };
    out[`text-${step}`] = s.size;
    out[`text-${step}-leading`] = s.leading;
    out[`text-${step}-weight`] = s.weight;
    out[`text-${step}-tracking`] = s.tracking;
  }
  return out;
}
