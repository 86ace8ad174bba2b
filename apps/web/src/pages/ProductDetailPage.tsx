// A catalogue product's detail, /discover/products/:id: its figures, key information, risk and
// term, the subscribe flow or the spec 6 refusal, the client's holdings of it; wired by
// app/pages/products.ts.
import { ProductDetailView } from '@invest/ui/ProductsView';
import { useParams } from 'react-router';
import { widePageFrame } from '../app/frame';
import { useProductDetailScreen } from '../app/pages/products';

export default function ProductDetailPage() {
  const { id = '' } = useParams();
  return (
    <div className={widePageFrame}>
      <ProductDetailView {...useProductDetailScreen(id)} />
    </div>
  );
}
