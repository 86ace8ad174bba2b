import '@invest/ui/styles.css';
import './app.css';
import { themes, type Theme } from '@invest/tokens';
import { InvestProvider } from '@invest/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { i18n } from './i18n';

// The theme of the page: ?theme=dark here; in your app, the user's choice. On <html>, so that
// overlays (rendered under <body>) wear it too.
const asked = new URLSearchParams(location.search).get('theme');
const theme: Theme = themes.find((t) => t === asked) ?? 'stand';
document.documentElement.dataset.theme = theme;
document.documentElement.lang = i18n.language;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <InvestProvider i18n={i18n}>
      <App />
    </InvestProvider>
  </StrictMode>,
);
