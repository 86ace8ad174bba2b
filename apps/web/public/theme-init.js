// The user's theme and language before the first paint (no flash of the wrong theme).
// The browser's toolbar takes the theme's header colour (its `surface` token;
// apps/web/src/app/themeColor.test.ts keeps this list equal to the tokens).
var themeColors = {
  stand: '#ffffff',
  neo: '#ffffff',
  abs: '#ffffff',
  edel: '#fffdf8',
  sc: '#ffffff',
  jp: '#fbf9f3',
  dark: '#131920',
  light: '#ffffff',
};
// the visit's copy first: without Functional consent the choices live only there (app/prefs.ts)
var stored = function (key) {
  try {
    var visit = sessionStorage.getItem(key);
    if (visit !== null) return visit;
  } catch {
    // no session storage: the browser's store below
  }
  return localStorage.getItem(key);
};
try {
  var theme = stored('invest.theme');
  if (theme && /^(stand|neo|abs|edel|sc|jp|dark|light)$/.test(theme)) {
    document.documentElement.dataset.theme = theme;
  }
  var lang = stored('invest.locale');
  if (lang && /^[a-z]{2}-[A-Z]{2}$/.test(lang)) document.documentElement.lang = lang;
  // The colour of gains (app/prefs.ts effectiveUpColor: red by default in zh-CN)
  var upColor = stored('invest.upColor');
  if (upColor !== 'green' && upColor !== 'red') upColor = lang === 'zh-CN' ? 'red' : 'green';
  document.documentElement.dataset.upColor = upColor;
} catch {
  // storage unavailable: the defaults apply
}
// The cookie choice's notice in index.html's first paint (scripts/boot-notice.mjs): in the
// language the app starts in (app/prefs.ts initialLocale: the stored choice when enabled, else
// the browser's first language the app offers, by code or by language, else the default), and
// only while no choice is stored (app/cookieConsent.ts: anything under `cookie-consents`)
try {
  var offeredMeta = document.querySelector('meta[name="invest-locales"]');
  var offered = offeredMeta ? offeredMeta.getAttribute('content').split(' ') : [];
  var startLocale = offered[0];
  if (lang && offered.indexOf(lang) >= 0) {
    startLocale = lang;
  } else {
    var languages = navigator.languages || [];
    search: for (var i = 0; i < languages.length; i++) {
      for (var j = 0; j < offered.length; j++) {
        if (
          offered[j] === languages[i] ||
          offered[j].split('-')[0] === String(languages[i]).split('-')[0]
        ) {
          startLocale = offered[j];
          break search;
        }
      }
    }
  }
  if (startLocale) document.documentElement.dataset.bootLocale = startLocale;
  if (localStorage.getItem('cookie-consents') === null) {
    document.documentElement.dataset.bootCookie = '';
  }
} catch {
  // storage unavailable: the app's own modal shows when its code has loaded
}
var themeColorMeta = document.querySelector('meta[name="theme-color"]');
if (themeColorMeta) {
  themeColorMeta.setAttribute(
    'content',
    themeColors[document.documentElement.dataset.theme] || themeColors.stand,
  );
}
