// Every locale's resources, bundled: for tests, Storybook and createI18n(). The web app loads
// them per locale and namespace instead (./loaders.ts); a test keeps the two lists in step
// with the JSON files.
import type { ResourceLanguage } from 'i18next';
import type { LocaleCode } from '../locales';
import type { Namespace } from '../namespaces';
import enUsCommon from './en-US/common.json';
import enUsUi from './en-US/ui.json';
import enUsStatus from './en-US/status.json';
import zhCnCommon from './zh-CN/common.json';
import zhCnUi from './zh-CN/ui.json';
import zhCnStatus from './zh-CN/status.json';
import hiInCommon from './hi-IN/common.json';
import hiInUi from './hi-IN/ui.json';
import hiInStatus from './hi-IN/status.json';
import esEsCommon from './es-ES/common.json';
import esEsUi from './es-ES/ui.json';
import esEsStatus from './es-ES/status.json';
import trTrCommon from './tr-TR/common.json';
import trTrUi from './tr-TR/ui.json';
import trTrStatus from './tr-TR/status.json';
import plPlCommon from './pl-PL/common.json';
import plPlUi from './pl-PL/ui.json';
import plPlStatus from './pl-PL/status.json';
import deDeCommon from './de-DE/common.json';
import deDeUi from './de-DE/ui.json';
import deDeStatus from './de-DE/status.json';
import euEsCommon from './eu-ES/common.json';
import euEsUi from './eu-ES/ui.json';

export { namespaces, type Namespace } from '../namespaces';

/** Resources of one locale; a partial locale (eu-ES) lacks namespaces or keys. */
export type LocaleResources = Partial<Record<Namespace, ResourceLanguage>>;

export const resources: Record<LocaleCode, LocaleResources> = {
  'en-US': { common: enUsCommon, ui: enUsUi, status: enUsStatus },
  'zh-CN': { common: zhCnCommon, ui: zhCnUi, status: zhCnStatus },
  'hi-IN': { common: hiInCommon, ui: hiInUi, status: hiInStatus },
  'es-ES': { common: esEsCommon, ui: esEsUi, status: esEsStatus },
  'tr-TR': { common: trTrCommon, ui: trTrUi, status: trTrStatus },
  'pl-PL': { common: plPlCommon, ui: plPlUi, status: plPlStatus },
  'de-DE': { common: deDeCommon, ui: deDeUi, status: deDeStatus },
  'eu-ES': { common: euEsCommon, ui: euEsUi },
};
