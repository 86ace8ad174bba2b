import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { backdrop } from '../../lib/overlay';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';

/** Below this width the panel lives in a bottom sheet (the layout's `md` breakpoint). */
const WIDE = '(min-width: 768px)';

/**
 * The trade panel's place: beside the quote on a wide screen; at phone widths a 'Buy' / 'Sell'
 * bar pinned to the bottom that opens the panel as a bottom sheet (a modal dialog: focus moves in
 * and returns to the button, Escape or a tap outside closes it).
 */
export function TradeSheet({
  symbol,
  children,
  isOpen,
  onOpenChange,
}: {
  symbol: string;
  /** The panel. */
  children: ReactNode;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useT('trade');
  const wide = useMediaQuery(WIDE, true);
  if (wide) return <>{children}</>;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <div
        data-slot="trade-bar"
        // above the app's bottom navigation (4rem and the safe area), which is fixed over it
        className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-4 border-t border-border bg-surface px-4 py-3"
      >
        <Button fullWidth>{t('panel.title', { symbol })}</Button>
      </div>
      <ModalOverlay isDismissable className={`${backdrop} flex items-end`}>
        <Modal className="max-h-[90dvh] w-full overflow-y-auto rounded-t-xl bg-surface-raised shadow-lg transition-transform data-[entering]:translate-y-4 data-[exiting]:translate-y-4 motion-reduce:transition-none">
          <Dialog className="outline-none" data-slot="trade-sheet">
            <Heading slot="title" className="sr-only">
              {t('panel.title', { symbol })}
            </Heading>
            <div
              aria-hidden="true"
              className="mx-auto mt-2 h-1 w-10 rounded-full bg-border-strong"
            />
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
