/**
 * Colour-vision checks for the gain/loss colours. Uses culori (a devDependency), so this module is
 * for tests and reports only and is not exported from the package entry.
 */
import {
  differenceCiede2000,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  parse,
  type Color,
} from 'culori';
import type { TokenSet } from './base';

/**
 * Minimum CIEDE2000 distance between `positive` and `negative`.
 *
 * ΔE2000 ≈ 2.3 is a just-noticeable difference for large patches side by side. Gains and losses
 * are mostly small text seen one at a time, so we ask for far more: 20 in normal vision (about
 * the distance between two clearly different hues of similar lightness, e.g. a teal and a crimson)
 * and 10 under full-severity protanopia, deuteranopia and tritanopia (Machado et al. 2009, as
 * implemented by culori), where red/green pairs of equal lightness typically fall to 3-6. Colour
 * is never the only signal (PriceChange also shows a sign and an arrow); the threshold keeps it a
 * useful second one.
 */
export const MIN_GAIN_LOSS_DISTANCE = { normal: 20, simulated: 10 } as const;

/**
 * Minimum CIEDE2000 distance between `primary` and each of `positive` / `negative` in normal
 * vision, so that a gain or loss is never read as a link or brand accent (sc has a red primary).
 */
export const MIN_ROLE_DISTANCE = 10;

export const visionKinds = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'] as const;
export type VisionKind = (typeof visionKinds)[number];

const simulate: Record<VisionKind, (c: Color) => Color> = {
  normal: (c) => c,
  protanopia: filterDeficiencyProt(1),
  deuteranopia: filterDeficiencyDeuter(1),
  tritanopia: filterDeficiencyTrit(1),
};

const deltaE = differenceCiede2000();

function toColor(value: string): Color {
  const color = parse(value);
  if (!color) throw new Error(`Unparsable colour: ${value}`);
  return color;
}

/** CIEDE2000 distance between two colours as seen with the given vision. */
export function visionDistance(a: string, b: string, vision: VisionKind = 'normal'): number {
  const f = simulate[vision];
  return deltaE(f(toColor(a)), f(toColor(b)));
}

/** The gain/loss distance under every vision kind, with the threshold each must reach. */
export function checkGainLoss(tokens: TokenSet) {
  return visionKinds.map((vision) => {
    const distance = visionDistance(tokens.positive, tokens.negative, vision);
    const min =
      vision === 'normal' ? MIN_GAIN_LOSS_DISTANCE.normal : MIN_GAIN_LOSS_DISTANCE.simulated;
    return { vision, distance, min, ok: distance >= min };
  });
}
