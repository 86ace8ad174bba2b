// spec 2/8: any other path, 'Page not found', with the way home.
import { NotFoundView } from '@invest/ui/NotFoundView';
import { paths } from '../paths';
import { pageFrame } from '../app/frame';

export default function NotFoundPage() {
  return (
    <div className={pageFrame}>
      <NotFoundView homeHref={paths.home} />
    </div>
  );
}
