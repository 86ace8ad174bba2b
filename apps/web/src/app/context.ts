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
