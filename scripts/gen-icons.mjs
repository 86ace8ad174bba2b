// Writes the web app's PNG icons from its favicon.svg: favicon-32.png, the
// apple-touch-icon (180 px, opaque, as iOS wants), and the manifest's 192/512 px icons plus a
// maskable 512 px one (the mark inside the 80 % safe zone on the brand colour). Rendered by the
// Chromium the tests use; run again after changing favicon.svg: node scripts/gen-icons.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromeArgs, chromePath } from './chromium.mjs';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps/web/public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#1b4188';
const dataUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** name, size in px, padding around the mark (fraction of the size), background */
const icons = [
  ['favicon-32.png', 32, 0, null],
  ['apple-touch-icon.png', 180, 0.1, brand],
  ['icon-192.png', 192, 0, null],
  ['icon-512.png', 512, 0, null],
  ['icon-maskable-512.png', 512, 0.1, brand],
];

const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
try {
  for (const [name, size, pad, background] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inset = Math.round(size * pad);
    await page.setContent(
      `<body style="margin:0;background:${background ?? 'transparent'}">` +
        `<img src="${dataUrl}" style="display:block;margin:${inset}px;width:${size - 2 * inset}px;height:${size - 2 * inset}px"></body>`,
    );
    await page.screenshot({ path: join(publicDir, name), omitBackground: background === null });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`icons written to ${publicDir}`);
