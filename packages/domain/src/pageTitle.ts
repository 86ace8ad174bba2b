import { FALLBACK_APP_NAME } from './constants';

/** The separator between the app name and the route title. */
export const PAGE_TITLE_SEPARATOR = ' | ';

/**
 * spec 2, Navigation: the document title, '{app name} | {route title}', or the app name alone
 * when the route has no title. The app name comes from system settings; an empty or blank one
 * (or none yet) gives FALLBACK_APP_NAME ('App'). Both parts are trimmed; a blank route title
 * counts as none. The route title is already translated by the caller.
 */
export function pageTitle(appName: string | undefined | null, routeTitle?: string | null): string {
  const app = appName?.trim() || FALLBACK_APP_NAME;
  const title = routeTitle?.trim();
  return title ? `${app}${PAGE_TITLE_SEPARATOR}${title}` : app;
}
