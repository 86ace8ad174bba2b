// Browser and operating system from a User-Agent string (issue 13 item 3: the device list), by a
// few tight patterns instead of a parser library: the list only names the device for its owner,
// nothing is decided on it. Order matters: Edge and Opera carry "Chrome", Chrome carries
// "Safari", Android carries "Linux".

export interface DeviceName {
  /** 'Chrome 131', 'Firefox 133', 'Safari 18', ...; '' when unknown. */
  browser: string;
  /** 'Windows', 'macOS', 'iOS', 'Android', 'Linux', 'ChromeOS'; '' when unknown. */
  os: string;
}

const BROWSERS: ReadonlyArray<[string, RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\S+)? Safari\//],
];

const SYSTEMS: ReadonlyArray<[string, RegExp]> = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/** The browser (with its major version) and the OS of a User-Agent. */
export function describeUserAgent(userAgent: string): DeviceName {
  const ua = userAgent.slice(0, 512);
  let browser = '';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1] ?? ''}`.trim();
      break;
    }
  }
  const os = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0] ?? '';
  return { browser, os };
}
