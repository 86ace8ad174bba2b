// The user's theme and language before the first paint (no flash of the wrong theme).
try {
  var theme = localStorage.getItem('invest.theme');
  if (theme && /^(stand|neo|abs|edel|sc|jp|dark|light)$/.test(theme)) {
    document.documentElement.dataset.theme = theme;
  }
  var lang = localStorage.getItem('invest.locale');
  if (lang && /^[a-z]{2}-[A-Z]{2}$/.test(lang)) document.documentElement.lang = lang;
} catch {
  // storage unavailable: the defaults apply
}
