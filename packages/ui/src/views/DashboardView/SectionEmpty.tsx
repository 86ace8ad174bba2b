import { Link as AriaLink } from 'react-aria-components';
import { useT } from '../../lib/i18n';
import { Button, buttonVariants } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import type { DashboardSection } from './DashboardView';

/** The next step of each section while it has nothing to show (no "coming soon"). */
const sectionAction: Record<DashboardSection, 'search' | 'deposit'> = {
  market: 'search',
  watchlist: 'search',
  movers: 'search',
  ipos: 'deposit',
  news: 'search',
  recommendations: 'deposit',
  exclusive: 'deposit',
};

export /** "Make your first deposit": a link to the deposit page, drawn as the primary button. */
function FirstDepositLink({ href }: { href: string }) {
  const t = useT('pages');
  return (
    <AriaLink href={href} className={buttonVariants({ variant: 'primary' })}>
      {t('dashboard.actions.deposit')}
    </AriaLink>
  );
}

export /** A section with nothing to show yet: what will appear there, and the next step. */
function SectionEmpty({
  section,
  onSearch,
  depositHref,
}: {
  section: DashboardSection;
  onSearch?: () => void;
  /** Only while the client has nothing in the account. */
  depositHref?: string;
}) {
  const t = useT('pages');
  const action = sectionAction[section];
  return (
    <EmptyState
      className="py-4"
      title={t(`dashboard.empty.${section}.title`)}
      description={t(`dashboard.empty.${section}.description`)}
      action={
        action === 'deposit'
          ? depositHref && <FirstDepositLink href={depositHref} />
          : onSearch && (
              <Button variant="secondary" onPress={onSearch}>
                {t(`dashboard.actions.${action}`)}
              </Button>
            )
      }
    />
  );
}
