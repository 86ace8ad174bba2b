// The toast region, loaded with the first toast (a first visit that shows no
// toast does not fetch the region, its rendering and react-aria's toast texts).
import { ToastRegion } from '@invest/ui/Toast';

export default function ToastHost() {
  return <ToastRegion />;
}
