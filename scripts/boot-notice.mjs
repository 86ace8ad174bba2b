// Vite plugin: the cookie choice's notice in the first paint. On a first visit the cookie modal
// is the first screen (spec 2/3) and its introduction the largest text on it, but the app's modal
// can paint only once the app's code has loaded and run. index.html's boot frame (#boot-shell)
// therefore carries the modal's title and introduction, laid out as the modal, in every enabled
// language; public/theme-init.js shows the one the app will start in when no choice is stored,
// before the first paint. The app's own modal then opens over it, in the same place, and the
// frame goes (main.tsx). The texts come from the i18n resources, never from this file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const PLACEHOLDER = '<!--boot-notice-->';

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @param {{ resourcesDir: string, locales: readonly string[], fallbackLocale: string }} options
 *   `locales`: the enabled ones, the default first (theme-init.js falls back to the first)
 */
export function bootNotice({ resourcesDir, locales, fallbackLocale }) {
  /** @param {string} locale */
  const cookieTexts = (locale) => {
    try {
      return (
        JSON.parse(readFileSync(join(resourcesDir, locale, 'pages.json'), 'utf8')).cookie ?? {}
      );
    } catch {
      return {};
    }
  };
  return {
    name: 'invest-boot-notice',
    transformIndexHtml: {
      order: 'pre',
      /** @param {string} html */
      handler(html) {
        if (!html.includes(PLACEHOLDER)) {
          throw new Error(`index.html has no ${PLACEHOLDER} for the boot notice`);
        }
        const fallback = cookieTexts(fallbackLocale);
        const blocks = locales.map((locale) => {
          const texts = cookieTexts(locale);
          const title = texts.title ?? fallback.title;
          const intro = texts.intro ?? fallback.intro;
          if (!title || !intro) throw new Error(`no cookie title or intro for ${locale}`);
          return (
            `<div class="bs-cookie-text" lang="${locale}">` +
            `<p class="bs-cookie-title">${escapeHtml(title)}</p>` +
            `<p class="bs-cookie-intro">${escapeHtml(intro)}</p></div>`
          );
        });
        // one rule per language: only the text in the language the app starts in shows
        const rules = locales
          .map(
            (locale) =>
              `html[data-boot-locale="${locale}"] #boot-shell .bs-cookie-text[lang="${locale}"]{display:block}`,
          )
          .join('');
        return {
          html: html.replace(PLACEHOLDER, blocks.join('')),
          tags: [
            // read by theme-init.js, which runs before the body is parsed
            {
              tag: 'meta',
              attrs: { name: 'invest-locales', content: locales.join(' ') },
              injectTo: 'head-prepend',
            },
            { tag: 'style', children: rules, injectTo: 'head' },
          ],
        };
      },
    },
  };
}
