import { existsSync } from 'node:fs';
import { chromePath } from './chromium.mjs';

if (!existsSync(chromePath)) {
  console.error(
    `Chromium not found at ${chromePath}.\n` +
      'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
