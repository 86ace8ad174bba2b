import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  checkContrast,
  colorUtilities,
  cssVar,
  isTheme,
  themeDefinitions,
  themes,
  typeScaleSteps,
  type Theme,
  type TokenName,
  type TypeScaleStep,
} from '@invest/tokens';
import { useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { AllThemes } from '../storybook/AllThemes';

const v = (name: TokenName) => `var(${cssVar(name)})`;

// Story files are not scanned by Tailwind (packages/ui/src/styles.css), so layout is inline;
// every colour, radius, shadow and font still comes from a token variable.
const column = (gap: string): CSSProperties => ({ display: 'flex', flexDirection: 'column', gap });
const row = (gap: string): CSSProperties => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap,
});
const list: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const small: CSSProperties = { fontSize: '0.75rem', lineHeight: 1.3 };
const mono: CSSProperties = { fontFamily: v('font-mono') };
const muted: CSSProperties = { color: v('text-muted') };

/** The theme of the nearest `[data-theme]` ancestor, once mounted. */
function usePanelTheme() {
  const [theme, setTheme] = useState<Theme | null>(null);
  const ref = useCallback((el: HTMLElement | null) => {
    const name = el?.parentElement?.closest('[data-theme]')?.getAttribute('data-theme');
    if (isTheme(name)) setTheme(name);
  }, []);
  return [theme, ref] as const;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={column('0.5rem')}>
      <h2
        style={{
          margin: 0,
          fontFamily: v('font-display'),
          fontSize: '0.875rem',
          fontWeight: 600,
          color: v('text'),
        }}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

function Swatches() {
  return (
    <ul style={{ ...list, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.5rem' }}>
      {Object.entries(colorUtilities).map(([util, token]) => (
        <li key={util} style={{ ...row('0.5rem'), flexWrap: 'nowrap', minWidth: 0 }}>
          <span
            aria-hidden
            style={{
              width: '1.5rem',
              height: '1.5rem',
              flexShrink: 0,
              borderRadius: v('radius-sm'),
              border: `1px solid ${v('border')}`,
              background: v(token),
            }}
          />
          <span style={{ ...column('0'), ...small, minWidth: 0, overflowWrap: 'anywhere' }}>
            <span style={{ ...mono, color: v('text') }}>{token}</span>
            <span style={muted}>{util}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function ContrastSamples({ theme, sample }: { theme: Theme; sample: string }) {
  const results = checkContrast(themeDefinitions[theme].tokens);
  const item: CSSProperties = {
    ...row('0.5rem'),
    ...small,
    justifyContent: 'space-between',
    padding: '0.25rem 0.5rem',
    borderRadius: v('radius-sm'),
  };
  return (
    <ul style={{ ...list, ...column('0.25rem') }}>
      {results.map((r) => {
        const label = `${r.fg} / ${r.bg} ${r.ratio.toFixed(2)}:1`;
        // text pairs are shown as text; control and focus pairs (3:1) as a 2px outline, with
        // the label in the text colour so that the label itself meets 4.5:1
        return r.use === 'text' ? (
          <li
            key={`${r.fg}/${r.bg}`}
            data-testid="contrast-sample"
            style={{ ...item, background: v(r.bg), color: v(r.fg) }}
          >
            <span style={{ fontWeight: 600 }}>{sample}</span>
            <span style={mono}>{label}</span>
          </li>
        ) : (
          <li
            key={`${r.fg}/${r.bg}`}
            data-testid="contrast-sample"
            style={{ ...item, background: v(r.bg), color: v('text') }}
          >
            <span
              aria-hidden
              style={{
                width: '1rem',
                height: '1rem',
                borderRadius: v('radius-sm'),
                outline: `2px solid ${v(r.fg)}`,
                outlineOffset: '-2px',
              }}
            />
            <span style={mono}>{label}</span>
          </li>
        );
      })}
    </ul>
  );
}

const radii = ['radius-sm', 'radius-md', 'radius-lg', 'radius-full'] as const;
const shadows = ['shadow-sm', 'shadow-md', 'shadow-lg'] as const;
const steps = [1, 2, 4, 8, 16] as const;
// the named type scale: headings in the display face, figures tabular
const headingSteps: readonly TypeScaleStep[] = ['display', 'page-title', 'section'];

function Scales({ theme }: { theme: Theme }) {
  const t = themeDefinitions[theme].tokens;
  return (
    <>
      <Section title="Radius">
        <ul style={{ ...list, ...row('0.75rem') }}>
          {radii.map((name) => (
            <li
              key={name}
              style={{ ...column('0.25rem'), ...small, ...muted, alignItems: 'center' }}
            >
              <span
                aria-hidden
                style={{
                  width: '2.5rem',
                  height: '2.5rem',
                  border: `2px solid ${v('border-strong')}`,
                  background: v('surface'),
                  borderRadius: v(name),
                }}
              />
              <span style={mono}>{name.replace('radius-', '')}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={`Spacing (unit ${t.spacing})`}>
        <ul style={{ ...list, ...column('0.25rem') }}>
          {steps.map((n) => (
            <li key={n} style={{ ...row('0.5rem'), ...small, ...muted, flexWrap: 'nowrap' }}>
              <span style={{ ...mono, width: '2rem' }}>×{n}</span>
              <span
                aria-hidden
                style={{
                  height: '0.75rem',
                  borderRadius: v('radius-sm'),
                  background: v('primary'),
                  width: `calc(${v('spacing')} * ${n})`,
                }}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Elevation">
        <ul style={{ ...list, ...row('1rem'), padding: '0.5rem 0' }}>
          {shadows.map((name) => (
            <li
              key={name}
              style={{
                ...small,
                ...mono,
                padding: '0.5rem 0.75rem',
                borderRadius: v('radius-md'),
                background: v('surface-raised'),
                color: v('text'),
                boxShadow: v(name),
              }}
            >
              {name}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Type">
        <ul style={{ ...list, ...column('0.25rem'), color: v('text') }}>
          {typeScaleSteps.map((step) => (
            <li
              key={step}
              style={{
                fontSize: v(`text-${step}`),
                lineHeight: v(`text-${step}-leading`),
                fontWeight: v(`text-${step}-weight`),
                letterSpacing: v(`text-${step}-tracking`),
                fontFamily: headingSteps.includes(step) ? v('font-display') : undefined,
                fontVariantNumeric: step === 'figure' ? 'lining-nums tabular-nums' : undefined,
              }}
            >
              text-{step} {step === 'figure' ? '1,234.56' : 'Portfolio'}
            </li>
          ))}
          <li style={{ ...mono, fontSize: '0.875rem' }}>Mono 1,234.56 USD</li>
          <li style={{ ...small, ...muted }}>
            base {t['text-base']} / line height {t['leading-base']}
          </li>
        </ul>
      </Section>
      <Section title="Motion">
        <p style={{ ...small, ...mono, ...muted, margin: 0 }}>
          {t['duration-fast']} / {t['duration-normal']} {t['ease-standard']}
        </p>
      </Section>
    </>
  );
}

interface TokensPageProps {
  /** The text drawn in every text/background contrast sample. */
  sample: string;
}

/** The foundations of one theme: colours, contrast pairs, radius, spacing, elevation, type. */
function TokensPage({ sample }: TokensPageProps) {
  const [theme, ref] = usePanelTheme();
  return (
    <div ref={ref} style={column('1rem')}>
      {theme && (
        <>
          <p style={{ ...small, ...muted, margin: 0 }}>
            color-scheme {themeDefinitions[theme].colorScheme}
          </p>
          <Section title="Colours">
            <Swatches />
          </Section>
          <Section title="Contrast pairs">
            <ContrastSamples theme={theme} sample={sample} />
          </Section>
          <Scales theme={theme} />
        </>
      )}
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokensPage,
  args: { sample: 'Aa +1.24%' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every theme side by side; each panel is a nested `[data-theme]`. */
export const AllThemesSideBySide: Story = {
  name: 'All themes',
  render: (args) => (
    <AllThemes>
      <TokensPage {...args} />
    </AllThemes>
  ),
  play: async ({ canvas }) => {
    const panels = themes.map((theme) => canvas.getByTestId(`theme-${theme}`));
    await expect(panels).toHaveLength(8);
    const samples = await canvas.findAllByTestId('contrast-sample');
    await expect(samples.length % 8).toBe(0);
    await expect(samples.length).toBeGreaterThan(8);
    for (const panel of panels) {
      await expect(panel.querySelectorAll('h2')).toHaveLength(7);
    }
  },
};
