import { ApiProvider } from '@invest/api/hooks';
import { InvestProvider } from '@invest/ui';
import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router';
import type { Guard } from './app/guard';
import { AppContext } from './app/context';
import type { Services } from './app/services';
import type { createAppRouter } from './router';

export interface AppProps {
  services: Services;
  i18n: I18n;
  router: ReturnType<typeof createAppRouter>;
  guard: Guard;
}

export function App({ services, i18n, router, guard }: AppProps) {
  return (
    <InvestProvider i18n={i18n}>
      <ApiProvider client={services.client} session={services.session} cache={services.cache}>
        <AppContext.Provider value={{ services, guard }}>
          <RouterProvider router={router} />
        </AppContext.Provider>
      </ApiProvider>
    </InvestProvider>
  );
}
