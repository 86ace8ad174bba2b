// The market picker of the dashboard and the market page: its select's code (react-aria's select,
// list box and popover, about 50 kB gzipped) is fetched when the client reaches for the picker,
// not with a first visit of those pages (spec 8: network failures retried).
import { DeferredMarketPicker } from '@invest/ui/DeferredMarketPicker';
import type { MarketPickerProps } from '@invest/ui/MarketPicker';
import type { ReactNode } from 'react';
import { loadWithRetry } from './lazy';

// one loader for the app: what it brought serves every picker of the visit
const loadMarketPicker = () => loadWithRetry(() => import('@invest/ui/MarketPicker'));

export function marketPicker(props: MarketPickerProps): ReactNode {
  return <DeferredMarketPicker load={loadMarketPicker} {...props} />;
}
