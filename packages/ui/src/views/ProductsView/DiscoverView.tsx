import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { PageHeader } from '../../patterns/PageHeader';

export const discoverSections = ['products', 'offerings'] as const;
export type DiscoverSection = (typeof discoverSections)[number];

export interface DiscoverViewProps {
  /** @default 'products' */
  section?: DiscoverSection;
  onSectionChange?: (section: DiscoverSection) => void;
  /** The catalogue (a `ProductsView`). */
  products: ReactNode;
  /** The public offerings (an `OfferingsView` without its own heading). */
  offerings: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * spec 2 Discover: the home of the products a client holds (funds, quant, savings, earn) and of
 * the public offerings (IPO and subscription lists), one tab each.
 */
export function DiscoverView({
  section = 'products',
  onSectionChange,
  products,
  offerings,
  className,
  ref,
}: DiscoverViewProps) {
  const t = useT('products');
  return (
    <div ref={ref} data-slot="discover-view" className={cn('flex flex-col gap-6', className)}>
      <PageHeader title={t('discover.title')} subtitle={t('discover.subtitle')} />
      <Tabs
        selectedKey={section}
        onSelectionChange={(key) => onSectionChange?.(key as DiscoverSection)}
      >
        <TabList aria-label={t('discover.sections')}>
          {discoverSections.map((id) => (
            <Tab key={id} id={id}>
              {t(`discover.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="products" className="pt-2">
          {section === 'products' ? products : null}
        </TabPanel>
        <TabPanel id="offerings" className="pt-2">
          {section === 'offerings' ? offerings : null}
        </TabPanel>
      </Tabs>
    </div>
  );
}
