// The barrel: every public component. Prefer the per-component entries (`@invest/ui/Button`).
export { InvestProvider, useLocale, useT, type InvestProviderProps } from './lib/i18n';
export { cn } from './lib/cn';
export * from './primitives/Button';
