// spec 2 Discover: the products by type (funds, quant, savings, earn) and the public offerings
// (IPO and subscription lists), one tab each; wired by app/pages/products.ts and offerings.ts.
import { OfferingsView } from '@invest/ui/OfferingsView';
import { DiscoverView, ProductsView } from '@invest/ui/ProductsView';
import { widePageFrame } from '../app/frame';
import { useOfferingsScreen } from '../app/pages/offerings';
import { useDiscoverSection, useProductsScreen } from '../app/pages/products';

export default function DiscoverPage() {
  const [section, setSection] = useDiscoverSection();
  return (
    <div className={widePageFrame}>
      <DiscoverView
        section={section}
        onSectionChange={setSection}
        products={<ProductsView {...useProductsScreen()} />}
        offerings={<OfferingsView {...useOfferingsScreen()} embedded />}
      />
    </div>
  );
}
