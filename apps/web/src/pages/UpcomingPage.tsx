// A screen whose feature arrives with a later issue (money, markets, trading): a clear empty
// state with the page's heading, never a blank page.
import { useT } from '@invest/ui';
import { EmptyState } from '@invest/ui/EmptyState';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../router';

export function UpcomingPage({
  feature,
  values,
}: {
  feature: string;
  values?: Record<string, string>;
}) {
  const t = useT('web');
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 font-display text-2xl font-semibold">
        {t(`titles.${handle?.title ?? feature}`)}
      </h1>
      <EmptyState
        title={t('upcoming.title')}
        description={t(`upcoming.${feature}`, values ?? {})}
      />
    </div>
  );
}
