import { useRef, type ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { backdrop } from '../../lib/overlay';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useT } from '../../lib/i18n';
import { TRADE_PANEL_WIDE, TradeBar } from '../TradeBar/TradeBar';

/**
 * The trade panel's place: beside the quote on a wide screen; at phone widths a 'Buy' / 'Sell'
 * bar pinned to the bottom that opens the panel as a bottom sheet (a modal dialog: focus moves in
 * and returns to the button, Escape or a tap outside closes it).
 */
export function TradeSheet({
  symbol,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
}: {
  symbol: string;
  /** The panel. */
  children: ReactNode;
  isOpen?: boolean;
  /** Open from the start (the client pressed the light bar that stood in for this one). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useT('trade');
  const wide = useMediaQuery(TRADE_PANEL_WIDE, true);
  const bar = useRef<HTMLButtonElement>(null);
  if (wide) return <>{children}</>;
  return (
    <DialogTrigger
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={(open) => {
        onOpenChange?.(open);
        // opened from the start, the sheet's focus came from the light bar this one replaced
        // (gone from the page): closing brings focus back to this bar, as a press would have
        if (!open && defaultOpen) requestAnimationFrame(() => bar.current?.focus());
      }}
    >
      <TradeBar symbol={symbol} buttonRef={bar} />
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
