// The Chromium every browser test uses: CHROME_PATH, else Debian's /usr/bin/chromium.
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
