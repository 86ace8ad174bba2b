import { createContext, useContext } from 'react';
import type { Guard } from './guard';
import type { Services } from './services';

export interface AppContextValue {
  services: Services;
  guard: Guard;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContext is missing');
  return value;
}

/** What a page asks of the layout: the dialogs the layout owns (spec 2 'Modals and drawers'). */
export interface LayoutActions {
  /** The symbol search panel. */
  openSearch: () => void;
  /** The customer service chat. */
  openSupport: () => void;
  /** The cookie preferences modal (spec 2/3 cookie policy). */
  openCookiePreferences: () => void;
}

export const LayoutContext = createContext<LayoutActions | null>(null);

/** The layout's actions, for the pages it renders. */
export function useLayout(): LayoutActions {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('LayoutContext is missing');
  return value;
}
