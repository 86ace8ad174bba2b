import { createI18n } from '@invest/i18n';
import { texts } from './texts';

// The locale of the page: ?lang=fr-FR here; in your app, the user's choice.
const lng = new URLSearchParams(location.search).get('lang') ?? 'en-US';

export const i18n = createI18n({ lng, resources: texts });
