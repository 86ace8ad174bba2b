// Writes dist/tokens.css (custom properties per theme) and dist/theme.css (Tailwind v4 mapping)
// from the built token definitions, so that the CSS and the TypeScript exports never disagree.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderThemeCss, renderTokensCss } from '../dist/index.js';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
mkdirSync(dist, { recursive: true });
writeFileSync(join(dist, 'tokens.css'), renderTokensCss());
writeFileSync(join(dist, 'theme.css'), renderThemeCss());
