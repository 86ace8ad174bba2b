import { expect } from 'storybook/test';

/**
 * Every element under `root` that shows a digit: each must render it in tabular, lining
 * figures. Reads the computed style, so it holds whatever class set it.
 */
export async function expectTabularFigures(root: HTMLElement, { atLeast = 1 } = {}) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const holders = new Set<HTMLElement>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // the spoken copy is not drawn
    if (parent && /\d/.test(node.textContent ?? '') && !parent.closest('.sr-only')) {
      holders.add(parent);
    }
  }
  await expect(holders.size).toBeGreaterThanOrEqual(atLeast);
  for (const el of holders) {
    const numeric = getComputedStyle(el).fontVariantNumeric;
    await expect({ text: el.textContent, numeric }).toEqual({
      text: el.textContent,
      numeric: expect.stringContaining('tabular-nums'),
    });
    await expect(numeric).toContain('lining-nums');
  }
}
