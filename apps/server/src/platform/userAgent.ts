// Browser and operating system from a User-Agent string, for naming a device to its owner (the
// security page's devices, sessions and passkeys, the new-device message). Nothing is decided on
// it. ua-parser-js knows the browsers and systems; this file only chooses the names a client reads.
import UAParser from 'ua-parser-js';

export interface DeviceName {
  /** 'Chrome 131', 'Firefox 133', 'Safari 18', ...; '' when unknown. */
  browser: string;
  /** 'Windows', 'macOS', 'iOS', 'Android', 'Linux', 'ChromeOS', ...; '' when unknown. */
  os: string;
}

/** ua-parser-js tells a browser's mobile or embedded build apart; its owner knows it by one name. */
const BROWSER_NAMES: Readonly<Record<string, string>> = {
  'Mobile Safari': 'Safari',
  'Mobile Firefox': 'Firefox',
  'Chrome Headless': 'Chrome',
  'Chrome WebView': 'Chrome',
};

/** The systems' own names where ua-parser-js keeps older ones. */
const OS_NAMES: Readonly<Record<string, string>> = {
  'Mac OS': 'macOS',
  'Chromium OS': 'ChromeOS',
};

/** The browser (with its major version) and the OS of a User-Agent. */
export function describeUserAgent(userAgent: string): DeviceName {
  const { browser, os } = new UAParser(userAgent.slice(0, 512)).getResult();
  const browserName = browser.name ? (BROWSER_NAMES[browser.name] ?? browser.name) : '';
  return {
    browser: browserName ? `${browserName} ${browser.major ?? ''}`.trim() : '',
    os: os.name ? (OS_NAMES[os.name] ?? os.name) : '',
  };
}
