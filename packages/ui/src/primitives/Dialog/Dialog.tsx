import { MODAL_DEFAULTS } from '@invest/domain';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  OverlayTriggerStateContext,
  type DialogProps as AriaDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { dialogPanelVariants } from './Dialog.variants';
import { CloseIcon } from '../../lib/icons';
import { backdrop } from '../../lib/overlay';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

type Slot = ReactNode | ((opts: { close: () => void }) => ReactNode);

export interface DialogPanelProps extends Omit<AriaDialogProps, 'children'> {
  /** The heading; it also names the dialog. */
  title: ReactNode;
  /** The body. A function receives `close`. */
  children?: Slot;
  /** The row of actions at the bottom. A function receives `close`. */
  footer?: Slot;
  /** Show the close button in the header (spec 2). @default true */
  showCloseButton?: boolean;
  /** Accessible name of the close button. @default ui:dialog.close */
  closeLabel?: string;
  /** A floating card or a full-height side sheet. @default 'modal' */
  variant?: 'modal' | 'drawer';
  /** A ref to the dialog element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLElement>;
}

/**
 * The styled dialog itself: heading, close button, scrolling body, footer. `Modal` and
 * `Drawer` put it in an overlay; on its own it renders in place (non-modal).
 */
export function DialogPanel({
  title,
  children,
  footer,
  showCloseButton = MODAL_DEFAULTS.closeButton,
  closeLabel,
  variant,
  className,
  ...props
}: DialogPanelProps) {
  const t = useT();
  return (
    <AriaDialog
      data-slot="dialog"
      {...props}
      className={cn(dialogPanelVariants({ variant }), className)}
    >
      {({ close }) => (
        <>
          <div data-slot="header" className="flex items-start justify-between gap-4 px-5 pt-4 pb-2">
            <Heading slot="title" className="pt-1 text-lg font-semibold text-fg">
              {title}
            </Heading>
            {showCloseButton && (
              <IconButton
                slot="close"
                variant="ghost"
                size="sm"
                label={closeLabel ?? t('dialog.close')}
                className="-me-2 shrink-0"
              >
                <CloseIcon />
              </IconButton>
            )}
          </div>
          <div data-slot="body" className="min-h-0 flex-1 overflow-y-auto px-5 pb-5 text-sm">
            {typeof children === 'function' ? children({ close }) : children}
          </div>
          {footer && (
            <div
              data-slot="footer"
              className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-3"
            >
              {typeof footer === 'function' ? footer({ close }) : footer}
            </div>
          )}
        </>
      )}
    </AriaDialog>
  );
}

export interface ConfirmActionsProps {
  /**
   * Called on confirm. Presses within 200 ms of the last one are ignored (spec 2). A returned
   * promise shows the button as pending until it settles; a rejected one keeps the dialog open.
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called when the cancel button is pressed (closing by Escape, the close button or outside reports through `onOpenChange`). */
  onCancel?: () => void;
  /** @default ui:dialog.confirm */
  confirmLabel?: string;
  /** @default ui:dialog.cancel */
  cancelLabel?: string;
  /** `danger` for destructive actions: a danger confirm button, and focus starts on cancel. @default 'default' */
  tone?: 'default' | 'danger';
  /** Show the confirm button as pending (and ignore presses). @default false */
  isPending?: boolean;
  /** The confirm button is disabled (nothing can be confirmed now). @default false */
  isConfirmDisabled?: boolean;
  /** Close the dialog after `onConfirm` (after its promise resolves). @default true */
  closeOnConfirm?: boolean;
}

let lastOpen: { close: () => void } | null = null;
const NestedContext = createContext(false);

/** spec 2: one modal at a time. Opening a top-level modal closes the one already open. */
function SingleInstance() {
  const close = useContext(OverlayTriggerStateContext)?.close;
  const nested = useContext(NestedContext);
  useEffect(() => {
    if (nested || !close) return;
    const self = { close };
    lastOpen?.close();
    lastOpen = self;
    return () => {
      if (lastOpen === self) lastOpen = null;
    };
  }, [nested, close]);
  return null;
}

function ConfirmActions({
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  isPending = false,
  isConfirmDisabled = false,
  closeOnConfirm = true,
}: ConfirmActionsProps) {
  const t = useT();
  const state = useContext(OverlayTriggerStateContext);
  const lastPress = useRef(-Infinity);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    const now = Date.now();
    // spec 2: the confirm action is debounced (200 ms)
    if (now - lastPress.current < MODAL_DEFAULTS.debounceMs) return;
    lastPress.current = now;
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      if (closeOnConfirm) state?.close();
      return;
    }
    setBusy(true);
    result
      .then(
        () => closeOnConfirm && state?.close(),
        () => undefined,
      )
      .finally(() => {
        // A settled confirm ends that press, refused (a wrong PIN) or handled by the caller with
        // the dialog kept open: the client's next try is a new one however soon it comes, not the
        // second half of a double press (the pending state covered the time in between).
        lastPress.current = -Infinity;
        setBusy(false);
      });
  };
  return (
    <>
      <Button
        variant="secondary"
        // APG alert dialog: before a destructive action, focus starts on the safe choice
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={tone === 'danger'}
        onPress={() => {
          onCancel?.();
          state?.close();
        }}
      >
        {cancelLabel ?? t('dialog.cancel')}
      </Button>
      <Button
        variant={tone === 'danger' ? 'danger' : 'primary'}
        isPending={isPending || busy}
        isDisabled={isConfirmDisabled}
        onPress={confirm}
      >
        {confirmLabel ?? t('dialog.confirm')}
      </Button>
    </>
  );
}

export interface ModalProps
  extends
    Omit<DialogPanelProps, 'variant'>,
    ConfirmActionsProps,
    Pick<
      ModalOverlayProps,
      'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'
    > {
  /**
   * Width in px from 768 px up; narrower screens use the full width minus margins (spec 2).
   * @default 500
   */
  width?: number;
}

/**
 * A modal dialog (spec 2 defaults): 500 px wide, near the top (20 px gap), one at a time,
 * with a close button; dismissable by Escape and by pressing outside. Put it in a
 * `DialogTrigger` after its trigger, or control it with `isOpen` / `onOpenChange`. With
 * `onConfirm` and no `footer` it shows cancel and (debounced) confirm buttons.
 */
export function Modal({
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  width = MODAL_DEFAULTS.width,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  tone,
  isPending,
  isConfirmDisabled,
  closeOnConfirm,
  footer,
  ...panel
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      data-slot="modal-overlay"
      style={{ paddingBlock: MODAL_DEFAULTS.gap }}
      className={cn(backdrop, 'flex items-start justify-center overflow-y-auto px-4')}
    >
      <AriaModal
        style={{ '--modal-width': `${width}px` } as CSSProperties}
        className="flex max-h-full w-full max-w-full flex-col transition-transform data-[entering]:-translate-y-2 data-[exiting]:-translate-y-2 motion-reduce:transition-none md:w-(--modal-width)"
      >
        <SingleInstance />
        <NestedContext.Provider value={true}>
          <DialogPanel
            {...panel}
            footer={
              footer ??
              (onConfirm && (
                <ConfirmActions
                  onConfirm={onConfirm}
                  onCancel={onCancel}
                  confirmLabel={confirmLabel}
                  cancelLabel={cancelLabel}
                  tone={tone}
                  isPending={isPending}
                  isConfirmDisabled={isConfirmDisabled}
                  closeOnConfirm={closeOnConfirm}
                />
              ))
            }
          />
        </NestedContext.Provider>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface ConfirmDialogProps extends Omit<ModalProps, 'children' | 'footer' | 'onConfirm'> {
  /** The question or warning. */
  message: ReactNode;
  /** Called on confirm (debounced by 200 ms; see `Modal`). */
  onConfirm: () => void | Promise<unknown>;
}

/** A modal that asks for confirmation (`role="alertdialog"`): message, cancel and confirm. */
export function ConfirmDialog({ message, ...props }: ConfirmDialogProps) {
  return (
    <Modal role="alertdialog" {...props}>
      {message}
    </Modal>
  );
}
