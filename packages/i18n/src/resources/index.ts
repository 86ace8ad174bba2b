import enCommon from './en-US/common.json';
import enStatus from './en-US/status.json';
import enUi from './en-US/ui.json';

/** Namespaces, one per area. */
export const namespaces = ['common', 'ui', 'status'] as const;
export type Namespace = (typeof namespaces)[number];

export const resources = {
  'en-US': { common: enCommon, ui: enUi, status: enStatus },
};
