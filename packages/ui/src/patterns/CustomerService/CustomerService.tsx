import { useT } from '../../lib/i18n';
import { Modal } from '../../primitives/Dialog';

/** The company's contact details (spec 3 Company info, GET /setting/v1/co). */
export interface CustomerServiceCompany {
  /** `co_name`. */
  name: string;
  /** `co_address`, where known. */
  address?: string | null;
  /** `icp_no`, the licence number, where the company has one. */
  licence?: string | null;
}

export interface CustomerServiceProps {
  /** Whether the dialog shows. */
  isOpen?: boolean;
  /** Open state changes (the close button, Escape, pressing outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * `chat`: the support chat (a signed-in client whose tenant has a chat key, spec 4/7);
   * `contact`: the company's contact details (guests, or no chat key); `loading` while the
   * key is being asked for.
   */
  mode: 'chat' | 'contact' | 'loading';
  /** spec 9: the automatic greeting, at most once per 4 hours per user (the caller decides). */
  greeting?: boolean;
  /** The company to contact; absent while it loads or when it could not be loaded. */
  company?: CustomerServiceCompany;
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-fg-muted">{term}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-fg">{value}</dd>
    </div>
  );
}

/**
 * Customer service (spec 2 Profile and settings menu): where the "Customer service"
 * entries lead. A signed-in client with a chat key reaches the support chat; everyone else gets
 * the company's contact details from the company settings.
 */
export function CustomerService({
  isOpen,
  onOpenChange,
  mode,
  greeting = false,
  company,
}: CustomerServiceProps) {
  const t = useT('pages');
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('customerService.title')}>
      <div data-slot="customer-service" data-mode={mode} className="flex flex-col gap-4">
        {mode === 'loading' && (
          <p role="status" className="text-fg-muted">
            {t('customerService.loading')}
          </p>
        )}
        {mode === 'chat' && (
          <>
            <p className="text-fg-muted">{t('customerService.chatIntro')}</p>
            {greeting && (
              <p data-slot="greeting" className="rounded-md bg-surface-sunken p-3">
                {t('customerService.greeting')}
              </p>
            )}
          </>
        )}
        {mode === 'contact' && (
          <>
            <p className="text-fg-muted">{t('customerService.contactIntro')}</p>
            {company ? (
              <dl data-slot="contact" className="flex flex-col gap-3">
                <Detail term={t('customerService.company')} value={company.name} />
                {company.address ? (
                  <Detail term={t('customerService.address')} value={company.address} />
                ) : null}
                {company.licence ? (
                  <Detail term={t('customerService.licence')} value={company.licence} />
                ) : null}
              </dl>
            ) : (
              <p className="text-fg-muted">{t('customerService.noDetails')}</p>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
