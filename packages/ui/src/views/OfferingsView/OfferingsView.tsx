import type { ProductSubtype, ProductType, SubscriptionListTab } from '@invest/domain';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { PagedList } from '../../lib/PagedList';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { Select } from '../../primitives/Select';
import { Skeleton } from '../../primitives/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { PageHeader } from '../../patterns/PageHeader';
import type { LoadStatus } from '../money/parts';
import { OfferingCard } from './OfferingCard';
import { offeringGuideKinds, type OfferingGuideKind } from './OfferingGuideView';
import type { OfferingWithSubscriptions } from './parts';

/** spec 2: the four lists. */
export const offeringTabs = [
  'now',
  'upcoming',
  'subs',
  'history',
] as const satisfies readonly SubscriptionListTab[];

/** spec 4 type and subtype filters; `undefined` is all. */
export interface OfferingFilters {
  type?: Extract<ProductType, 'ipo' | 'subscribe'>;
  subtype?: Extract<ProductSubtype, 'ipo' | 'apo' | 'ai'>;
}
/** The types and subtypes offerings have (domain OFFERING_PRODUCT). */
const filterTypes = ['ipo', 'subscribe'] as const;
const filterSubtypes = ['ipo', 'apo', 'ai'] as const;
const ALL = 'all';

export interface OfferingsViewProps {
  /** The list shown. @default 'now' */
  tab?: SubscriptionListTab;
  onTabChange?: (tab: SubscriptionListTab) => void;
  filters?: OfferingFilters;
  onFiltersChange?: (filters: OfferingFilters) => void;
  /** The tab's list: @default 'ready' */
  status?: LoadStatus;
  onRetry?: () => void;
  offerings?: readonly OfferingWithSubscriptions[];
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** An offering's detail href. */
  offeringHref: (offering: OfferingWithSubscriptions) => string;
  /** A guide's href (spec 2 'Guides for AI day trading and APO'); without it, no guide links. */
  guideHref?: (kind: OfferingGuideKind) => string;
  /** The IANA time zone the dates are shown in. @default 'UTC' */
  timeZone?: string;
  /** Inside Discover's tab (which names it): no page heading of its own. @default false */
  embedded?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * spec 2 'IPO and subscription lists: now, upcoming, subs, history' as tabs, filtered by spec 4
 * product type and subtype; each offering a card that opens its detail. Loading, empty (with
 * what will appear there) and error with retry in every tab.
 */
export function OfferingsView({
  tab = 'now',
  onTabChange,
  filters = {},
  onFiltersChange,
  status = 'ready',
  onRetry,
  offerings = [],
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  offeringHref,
  guideHref,
  timeZone = 'UTC',
  embedded = false,
  className,
  ref,
}: OfferingsViewProps) {
  const t = useT('offerings');
  const filtered = filters.type !== undefined || filters.subtype !== undefined;
  const list =
    status === 'loading' ? (
      <Skeleton shape="table" lines={4} />
    ) : status === 'error' ? (
      <ErrorState description={t('loadFailed')} onRetry={onRetry} />
    ) : offerings.length === 0 ? (
      <EmptyState
        data-state="empty"
        title={t(filtered ? 'empty.filtered' : `empty.${tab}`)}
        description={
          filtered
            ? undefined
            : tab === 'now'
              ? t('empty.nowBody')
              : tab === 'subs'
                ? t('empty.subsBody')
                : undefined
        }
      />
    ) : (
      <PagedList
        hasMore={hasMore}
        onLoadMore={onLoadMore}
        loadingMore={loadingMore}
        moreLabel={t('more')}
      >
        {offerings.map((o) => (
          <OfferingCard key={o.id} offering={o} href={offeringHref(o)} timeZone={timeZone} />
        ))}
      </PagedList>
    );
  return (
    <div ref={ref} data-slot="offerings-view" className={cn('flex flex-col gap-6', className)}>
      {embedded ? (
        <p className="text-sm text-fg-muted">{t('subtitle')}</p>
      ) : (
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
      )}
      {guideHref && (
        <nav
          aria-label={t('guide.howItWorks')}
          className="flex flex-wrap gap-x-6 gap-y-2 text-sm"
          data-slot="offering-guides"
        >
          {offeringGuideKinds.map((kind) => (
            <Link key={kind} href={guideHref(kind)}>
              {t(`guide.links.${kind}`)}
            </Link>
          ))}
        </nav>
      )}
      <div className="grid grid-cols-2 gap-4 sm:max-w-lg" data-slot="offering-filters">
        <Select
          label={t('filters.type')}
          selectedKey={filters.type ?? ALL}
          onSelectionChange={(key) =>
            onFiltersChange?.({
              ...filters,
              type: key === ALL ? undefined : (key as OfferingFilters['type']),
            })
          }
          items={[
            { id: ALL, label: t('filters.all') },
            ...filterTypes.map((s) => ({ id: s, label: t(`types.${s}`) })),
          ]}
        />
        <Select
          label={t('filters.subtype')}
          selectedKey={filters.subtype ?? ALL}
          onSelectionChange={(key) =>
            onFiltersChange?.({
              ...filters,
              subtype: key === ALL ? undefined : (key as OfferingFilters['subtype']),
            })
          }
          items={[
            { id: ALL, label: t('filters.all') },
            ...filterSubtypes.map((s) => ({ id: s, label: t(`subtypes.${s}`) })),
          ]}
        />
      </div>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => onTabChange?.(key as SubscriptionListTab)}
      >
        <TabList aria-label={t('tabs.label')} className="overflow-x-auto">
          {offeringTabs.map((id) => (
            <Tab key={id} id={id} className="whitespace-nowrap">
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        {offeringTabs.map((id) => (
          <TabPanel key={id} id={id} className="flex flex-col gap-4">
            {id === tab ? list : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
