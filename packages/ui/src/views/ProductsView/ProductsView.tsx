import {
  CATALOGUE_SORTS,
  CATALOGUE_SUBTYPES,
  CATALOGUE_TYPES,
  RISK_LEVELS,
  type CatalogueSort,
  type CatalogueSubtype,
  type CatalogueType,
} from '@invest/domain';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { PagedList } from '../../lib/PagedList';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Select } from '../../primitives/Select';
import { Skeleton } from '../../primitives/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import type { LoadStatus } from '../money/parts';
import { ProductCard } from './ProductCard';
import type { ProductWithEligibility } from './parts';

const ALL = 'all';
/** spec 4 type tabs: every product, then each type. */
export const productTypeTabs = [ALL, ...CATALOGUE_TYPES] as const;
export type ProductTypeTab = (typeof productTypeTabs)[number];

/** The server's filters (spec 4 subtype, risk level); `undefined` is all. */
export interface ProductFilters {
  subtype?: CatalogueSubtype;
  risk?: `${(typeof RISK_LEVELS)[number]}`;
}

export interface ProductsViewProps {
  /** The type shown. @default 'all' */
  type?: ProductTypeTab;
  onTypeChange?: (type: ProductTypeTab) => void;
  filters?: ProductFilters;
  onFiltersChange?: (filters: ProductFilters) => void;
  /** The server's sort (its default order each). @default 'return' */
  sort?: CatalogueSort;
  onSortChange?: (sort: CatalogueSort) => void;
  /** @default 'ready' */
  status?: LoadStatus;
  onRetry?: () => void;
  products?: readonly ProductWithEligibility[];
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** A product's detail href. */
  productHref: (product: ProductWithEligibility) => string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * spec 2 Discover, spec 4: the catalogue by type (tabs) and subtype, filtered by risk level and
 * sorted by return, risk or minimum (the server filters, sorts and pages); each product a card
 * that opens its detail. Loading, empty and error with retry.
 */
export function ProductsView({
  type = ALL,
  onTypeChange,
  filters = {},
  onFiltersChange,
  sort = 'return',
  onSortChange,
  status = 'ready',
  onRetry,
  products = [],
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  productHref,
  className,
  ref,
}: ProductsViewProps) {
  const t = useT('products');
  const filtered = filters.subtype !== undefined || filters.risk !== undefined;
  const list =
    status === 'loading' ? (
      <Skeleton shape="table" lines={4} />
    ) : status === 'error' ? (
      <ErrorState description={t('loadFailed')} onRetry={onRetry} />
    ) : products.length === 0 ? (
      <EmptyState
        data-state="empty"
        title={t(filtered || type !== ALL ? 'empty.filtered' : 'empty.title')}
        description={filtered ? undefined : t('empty.body')}
      />
    ) : (
      <PagedList
        hasMore={hasMore}
        onLoadMore={onLoadMore}
        loadingMore={loadingMore}
        moreLabel={t('more')}
      >
        {products.map((p) => (
          <ProductCard key={p.id} product={p} href={productHref(p)} />
        ))}
      </PagedList>
    );
  const all = { id: ALL, label: t('filters.all') };
  const change = (patch: Partial<ProductFilters>) => onFiltersChange?.({ ...filters, ...patch });
  return (
    <div ref={ref} data-slot="products-view" className={cn('flex flex-col gap-4', className)}>
      <div
        className="grid grid-cols-2 gap-4 sm:max-w-2xl sm:grid-cols-3"
        data-slot="product-filters"
      >
        <Select
          label={t('filters.subtype')}
          selectedKey={filters.subtype ?? ALL}
          onSelectionChange={(key) =>
            change({ subtype: key === ALL ? undefined : (key as CatalogueSubtype) })
          }
          items={[all, ...CATALOGUE_SUBTYPES.map((s) => ({ id: s, label: t(`subtypes.${s}`) }))]}
        />
        <Select
          label={t('filters.risk')}
          selectedKey={filters.risk ?? ALL}
          onSelectionChange={(key) =>
            change({ risk: key === ALL ? undefined : (key as ProductFilters['risk']) })
          }
          items={[all, ...RISK_LEVELS.map((r) => ({ id: String(r), label: t(`riskLevels.${r}`) }))]}
        />
        <Select
          label={t('filters.sort')}
          selectedKey={sort}
          onSelectionChange={(key) => onSortChange?.(key as CatalogueSort)}
          items={CATALOGUE_SORTS.map((s) => ({ id: s, label: t(`sorts.${s}`) }))}
        />
      </div>
      <Tabs
        selectedKey={type}
        onSelectionChange={(key) => onTypeChange?.(key as CatalogueType | typeof ALL)}
      >
        <TabList aria-label={t('filters.type')} className="overflow-x-auto">
          {productTypeTabs.map((id) => (
            <Tab key={id} id={id} className="whitespace-nowrap">
              {t(`typesPlural.${id}`)}
            </Tab>
          ))}
        </TabList>
        {productTypeTabs.map((id) => (
          <TabPanel key={id} id={id} className="flex flex-col gap-4">
            {id === type ? list : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
