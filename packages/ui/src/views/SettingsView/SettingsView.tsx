import { appThemes, upColors, type AppTheme, type UpColor } from '@invest/domain';
import { enabledLocales, type LocaleCode, type LocaleInfo } from '@invest/i18n';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { PageHeader } from '../../patterns/PageHeader';
import { useT } from '../../lib/i18n';
import { Card } from '../../primitives/Card';
import { PriceChange } from '../../primitives/PriceChange';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';

export interface SettingsViewProps {
  /** The theme in use (spec 1: stand, neo, abs, edel, sc, jp, dark, light). */
  theme: AppTheme;
  /** The user picked a theme; the app applies and persists it. */
  onThemeChange: (theme: AppTheme) => void;
  /** The locale in use (BCP 47, e.g. `'en-US'`). */
  locale: string;
  /** The user picked a locale; the app switches the language and persists it. */
  onLocaleChange: (locale: LocaleCode) => void;
  /**
   * The colour of a rise in price (`green`: green up, red down; `red`: the other
   * way round, the convention of Chinese markets). The choice shows when `onUpColorChange` is given.
   * @default 'green'
   */
  upColor?: UpColor;
  /** The user picked an up colour; the app applies and persists it. */
  onUpColorChange?: (upColor: UpColor) => void;
  /** The locales offered. @default the enabled locales of `@invest/i18n` (spec 1: US, PL, CN) */
  locales?: readonly LocaleInfo[];
  /** Extra classes for the root. */
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A small preview of a theme: its background, surface, primary and text colours. */
function ThemeSwatch({ theme }: { theme: AppTheme }) {
  return (
    <span
      aria-hidden="true"
      data-theme={theme}
      data-slot="swatch"
      className="flex h-8 w-14 shrink-0 overflow-hidden rounded-md border border-border-strong"
    >
      <span className="flex-1 bg-background" />
      <span className="flex flex-1 flex-col bg-surface">
        <span className="mx-1 mt-2 h-1 rounded-full bg-fg" />
        <span className="mx-1 mt-1 h-1 rounded-full bg-fg-muted" />
      </span>
      <span className="flex-1 bg-primary" />
    </span>
  );
}

/**
 * Appearance and language settings (spec 1, 2: themes and languages; the profile menu's
 * "change language"): a theme picker with a swatch per theme, and the enabled locales by their
 * own names. Current values by props; choices leave by callbacks.
 */
export function SettingsView({
  theme,
  onThemeChange,
  locale,
  onLocaleChange,
  locales = enabledLocales,
  upColor = 'green',
  onUpColorChange,
  className,
  ref,
}: SettingsViewProps) {
  const t = useT('pages');
  const tc = useT('common');
  const tw = useT('watchlist');
  return (
    <div ref={ref} data-slot="settings" className={cn('flex flex-col gap-6', className)}>
      <PageHeader title={t('settings.title')} />
      <Card title={t('settings.appearance')} headingLevel={2}>
        <RadioGroup
          label={tc('theme.label')}
          description={t('settings.appearanceHint')}
          value={theme}
          onChange={(value) => onThemeChange(value as AppTheme)}
        >
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {appThemes.map((name) => (
              <Radio
                key={name}
                value={name}
                className="rounded-md border border-border p-2 data-[selected]:border-primary"
              >
                <span className="flex items-center gap-2">
                  <ThemeSwatch theme={name} />
                  {tc(`theme.${name}`)}
                </span>
              </Radio>
            ))}
          </div>
        </RadioGroup>
        {onUpColorChange && (
          <RadioGroup
            label={tw('upColor.label')}
            description={tw('upColor.hint')}
            value={upColor}
            onChange={(value) => onUpColorChange(value as UpColor)}
            className="mt-6"
            data-slot="up-color"
          >
            {upColors.map((name) => (
              <Radio key={name} value={name}>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  {tw(`upColor.${name}`)}
                  {/* a preview in this orientation; the radio's name says it in words */}
                  <span
                    aria-hidden="true"
                    data-up-color={name}
                    data-slot="up-color-sample"
                    className="flex items-center gap-2 text-sm"
                  >
                    <PriceChange percent="1.25" />
                    <PriceChange percent="-0.85" />
                  </span>
                </span>
              </Radio>
            ))}
          </RadioGroup>
        )}
      </Card>
      <Card title={t('settings.language')} headingLevel={2}>
        <RadioGroup
          label={tc('language.label')}
          description={t('settings.languageHint')}
          value={locale}
          onChange={(value) => onLocaleChange(value as LocaleCode)}
        >
          {locales.map((info) => (
            <Radio key={info.locale} value={info.locale}>
              <span className="flex items-center gap-2">
                <span aria-hidden="true">{info.emoji}</span>
                {/* the language's own name, in its own language (WCAG 3.1.2) */}
                <span lang={info.locale}>{info.name}</span>
              </span>
            </Radio>
          ))}
        </RadioGroup>
      </Card>
    </div>
  );
}
