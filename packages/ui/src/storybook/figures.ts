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

/**
 * Nothing drawn under `container` pokes out of it: every element's box (text included, through
 * a range over its text) lies inside the container's, and no element scrolls sideways. Figures
 * must wrap or scale to fit their card at every width.
 */
export async function expectNothingOverflows(container: HTMLElement) {
  const box = container.getBoundingClientRect();
  const out: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (r.left < box.left - 0.5 || r.right > box.right + 0.5) {
      out.push(
        `"${node.textContent}" ${Math.round(r.left - box.left)}..${Math.round(r.right - box.left)} of ${Math.round(box.width)} px`,
      );
    }
  }
  for (const el of container.querySelectorAll<HTMLElement>('*')) {
    if (el.closest('.sr-only')) continue;
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
      out.push(`${el.dataset.slot ?? el.tagName} scrolls ${el.scrollWidth} > ${el.clientWidth}`);
    }
  }
  await expect(out).toEqual([]);
}
