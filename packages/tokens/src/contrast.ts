/**
 * WCAG 2.x contrast, without dependencies: parse a CSS colour, compute its relative luminance
 * and the contrast ratio of two colours. Only the forms the themes use are accepted: `#rgb`,
 * `#rrggbb` and opaque `rgb(r g b)` / `rgb(r, g, b)`. A translucent colour has no contrast of its
 * own (it depends on what is under it), so it is rejected.
 */

/** sRGB channels 0-255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const rgbPattern =
  /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[/,]\s*([\d.]+%?)\s*)?\)$/i;

/** Parses `#rgb`, `#rrggbb` or an opaque `rgb()`; throws for anything else. */
export function parseColor(value: string): Rgb {
  const css = value.trim();
  const hex = hexPattern.exec(css)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const n = Number.parseInt(full, 16);
    return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
  }
  const m = rgbPattern.exec(css);
  if (m) {
    const alpha = m[4];
    if (alpha !== undefined && alpha !== '1' && alpha !== '100%') {
      throw new Error(`Translucent colour has no contrast of its own: ${value}`);
    }
    const [r, g, b] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
    if ([r, g, b].some((c) => c > 255)) throw new Error(`Channel out of range: ${value}`);
    return { r, g, b };
  }
  throw new Error(`Unsupported colour: ${value}`);
}

const linear = (channel: number): number => {
  const c = channel / 255;
  // WCAG 2.x uses 0.03928 (the sRGB spec says 0.04045; no 8-bit value falls between them)
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string | Rgb): number {
  const { r, g, b } = typeof color === 'string' ? parseColor(color) : color;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio, 1 to 21, independent of argument order. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}
