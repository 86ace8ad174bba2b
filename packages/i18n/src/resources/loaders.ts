import type { ResourceLanguage } from 'i18next';
import type { LocaleCode } from '../locales';
import type { Namespace } from '../namespaces';

export type ResourceLoader = () => Promise<{ default: ResourceLanguage }>;

/**
 * One dynamic import per locale and namespace, so the web app fetches only the texts of the
 * current locale and route (each is its own chunk). A namespace a partial locale lacks has no
 * loader; its keys fall back to en-US.
 */
export const resourceLoaders: Record<LocaleCode, Partial<Record<Namespace, ResourceLoader>>> = {
  'en-US': {
    common: () => import('./en-US/common.json'),
    ui: () => import('./en-US/ui.json'),
    status: () => import('./en-US/status.json'),
  },
  'zh-CN': {
    common: () => import('./zh-CN/common.json'),
    ui: () => import('./zh-CN/ui.json'),
    status: () => import('./zh-CN/status.json'),
  },
  'hi-IN': {
    common: () => import('./hi-IN/common.json'),
    ui: () => import('./hi-IN/ui.json'),
    status: () => import('./hi-IN/status.json'),
  },
  'es-ES': {
    common: () => import('./es-ES/common.json'),
    ui: () => import('./es-ES/ui.json'),
    status: () => import('./es-ES/status.json'),
  },
  'tr-TR': {
    common: () => import('./tr-TR/common.json'),
    ui: () => import('./tr-TR/ui.json'),
    status: () => import('./tr-TR/status.json'),
  },
  'pl-PL': {
    common: () => import('./pl-PL/common.json'),
    ui: () => import('./pl-PL/ui.json'),
    status: () => import('./pl-PL/status.json'),
  },
  'de-DE': {
    common: () => import('./de-DE/common.json'),
    ui: () => import('./de-DE/ui.json'),
    status: () => import('./de-DE/status.json'),
  },
  'eu-ES': {
    common: () => import('./eu-ES/common.json'),
    ui: () => import('./eu-ES/ui.json'),
  },
};
