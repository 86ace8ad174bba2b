// Helpers for the MDX documentation pages (Docs/*): they render outside the stories' decorators,
// so they bring their own provider.
import { Markdown } from '@storybook/addon-docs/blocks';
import { createI18n } from '@invest/i18n';
import { themeDefinitions, themes } from '@invest/tokens';
import type { ReactNode } from 'react';
import { InvestProvider } from '../../packages/ui/src/lib/InvestProvider';
import { Badge } from '../../packages/ui/src/primitives/Badge';
import { Button } from '../../packages/ui/src/primitives/Button';
import { PriceChange } from '../../packages/ui/src/primitives/PriceChange';
import { Switch } from '../../packages/ui/src/primitives/Switch';
import { TextField } from '../../packages/ui/src/primitives/TextField';

const i18n = createI18n({ lng: 'en-US' });

/** The same sample in each of the eight themes, side by side (each panel a nested data-theme). */
export function ThemeGrid({ children }: { children?: ReactNode }) {
  const sample = children ?? (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button>Buy</Button>
        <Button variant="secondary">Sell</Button>
      </div>
      <TextField label="Amount" defaultValue="1250.50" />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <PriceChange value="2.40" percent="1.28" currency="USD" />
        <PriceChange value="-1.25" percent="-0.85" currency="USD" />
        <Badge>Pending</Badge>
      </div>
      <Switch>Price alerts</Switch>
    </>
  );
  return (
    <InvestProvider i18n={i18n}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
          gap: 12,
        }}
      >
        {themes.map((theme) => (
          <section
            key={theme}
            data-theme={theme}
            aria-label={`${theme} theme`}
            style={{
              display: 'flex',
              flexDirection: 'column',
              gap: 12,
              padding: 16,
              borderRadius: 'var(--iv-radius-lg)',
              border: '1px solid var(--iv-border)',
              background: 'var(--iv-background)',
              color: 'var(--iv-text)',
              fontFamily: 'var(--iv-font-sans)',
            }}
          >
            <p
              style={{
                margin: 0,
                color: 'var(--iv-text-muted)',
                fontFamily: 'var(--iv-font-mono)',
                fontSize: 12,
              }}
            >
              {theme} · {themeDefinitions[theme].colorScheme}
            </p>
            {sample}
          </section>
        ))}
      </div>
    </InvestProvider>
  );
}

const changelogs = import.meta.glob<string>('../../packages/*/CHANGELOG.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const pending = import.meta.glob<string>('../../.changeset/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Each published package's CHANGELOG.md (written by `changeset version`). */
export function Changelogs() {
  const entries = Object.entries(changelogs).sort(([a], [b]) => a.localeCompare(b));
  if (!entries.length)
    return (
      <Markdown>{'No release yet: the first `changeset version` writes the changelogs.'}</Markdown>
    );
  return (
    <>
      {entries.map(([path, text]) => (
        <Markdown key={path}>{text}</Markdown>
      ))}
    </>
  );
}

/** The changesets not yet released: what the next version will bring. */
export function Unreleased() {
  const entries = Object.entries(pending)
    .filter(([path]) => !path.endsWith('/README.md'))
    .sort(([a], [b]) => a.localeCompare(b));
  if (!entries.length) return <Markdown>{'Nothing unreleased.'}</Markdown>;
  return (
    <>
      {entries.map(([path, text]) => {
        const [, front = '', body = text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
        const bumps = front
          .split('\n')
          .map((line) => line.replace(/['"]/g, '').trim())
          .filter(Boolean)
          .join(', ');
        return <Markdown key={path}>{`**${bumps}**\n\n${body.trim()}`}</Markdown>;
      })}
    </>
  );
}
