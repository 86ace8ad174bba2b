// The first visit's two dialogs (the startup overlay, the cookie
// modal) on the platform's modal <dialog> instead of react-aria's overlay stack, so that a first
// visit loads and runs no overlay library. `showModal()` gives the modality: the dialog is in the
// top layer, everything else is inert (not focusable, not clickable, hidden from assistive
// technology), Escape asks to close it. This component adds what the app's modals promise
// besides: focus on the dialog when it opens and back where it was when it closes, Escape and a
// press outside reported to the caller (who decides), Tab kept inside, no page scrolling behind it.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type HTMLAttributes,
  type Ref,
} from 'react';

export interface NativeModalProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'role'> {
  /** Escape or a press outside (when allowed): the caller closes the modal or not. */
  onDismiss?: () => void;
  /** A press outside the dialog dismisses it. @default false */
  isDismissable?: boolean;
  /** Escape does not dismiss it. @default false */
  isKeyboardDismissDisabled?: boolean;
  /** The dialog's role. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** A ref to the dialog element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLElement>;
}

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]';

/** The controls Tab reaches inside the dialog, in order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

/** Locks the page's scrolling while a modal shows, keeping the scrollbar's room (no shift). */
function lockScroll(): () => void {
  const root = document.documentElement;
  const gutter = window.innerWidth - root.clientWidth;
  const { overflow, scrollbarGutter } = root.style;
  root.style.overflow = 'hidden';
  if (gutter > 0) root.style.scrollbarGutter = 'stable';
  return () => {
    root.style.overflow = overflow;
    root.style.scrollbarGutter = scrollbarGutter;
  };
}

/**
 * Shows `element` as the page's modal dialog, with what the app's modals promise besides (see
 * the file's head); returns what closes it again.
 */
function openModal(
  element: HTMLDialogElement,
  options: {
    current: Pick<NativeModalProps, 'onDismiss' | 'isDismissable' | 'isKeyboardDismissDisabled'>;
  },
): () => void {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let open = true;
  element.showModal();
  // like an APG dialog: focus starts on the dialog itself, Tab goes on to its first control
  element.focus({ preventScroll: true });
  const unlock = lockScroll();
  const onCancel = (event: Event) => {
    // the caller decides: the dialog stays open until it is unmounted
    event.preventDefault();
    if (!options.current.isKeyboardDismissDisabled) options.current.onDismiss?.();
  };
  const onClose = () => {
    // the browser may close it without asking (a second Escape): open again while mounted
    if (open && element.isConnected) element.showModal();
  };
  // Escape asks the caller; Tab and Shift+Tab stay in the dialog (wrapping at its ends), as in
  // every modal of the app
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!options.current.isKeyboardDismissDisabled) options.current.onDismiss?.();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabbables(element);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    let next: HTMLElement | undefined;
    if (!first || !last) next = element;
    else if (event.shiftKey && (active === first || active === element)) next = last;
    else if (!event.shiftKey && (active === last || active === element)) next = first;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  // a press on the backdrop targets the dialog, outside its box
  const onBackdrop = (event: MouseEvent) => {
    if (event.target !== element || !options.current.isDismissable) return;
    const box = element.getBoundingClientRect();
    const outside =
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom;
    if (outside) options.current.onDismiss?.();
  };
  element.addEventListener('keydown', onKeyDown);
  element.addEventListener('cancel', onCancel);
  element.addEventListener('close', onClose);
  element.addEventListener('click', onBackdrop);
  return () => {
    open = false;
    element.removeEventListener('keydown', onKeyDown);
    element.removeEventListener('cancel', onCancel);
    element.removeEventListener('close', onClose);
    element.removeEventListener('click', onBackdrop);
    unlock();
    if (element.open) element.close();
    // focus goes back where it was (the dialog leaves the page after this)
    const now = document.activeElement;
    if (previous?.isConnected && (!now || now === document.body || element.contains(now))) {
      previous.focus({ preventScroll: true });
    }
  };
}

/**
 * A modal dialog, open while mounted: the caller mounts it to open it and unmounts it to close it
 * (after `onDismiss`, or by its own buttons). Unstyled apart from the reset of the platform's
 * dialog box: the caller's `className` lays it out, `backdrop:` classes style what is behind it.
 */
export function NativeModal({
  onDismiss,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  role = 'dialog',
  ref,
  children,
  ...props
}: NativeModalProps) {
  const dialog = useRef<HTMLDialogElement | null>(null);
  // the latest options, for the listeners set once
  const options = useRef({ onDismiss, isDismissable, isKeyboardDismissDisabled });
  useLayoutEffect(() => {
    options.current = { onDismiss, isDismissable, isKeyboardDismissDisabled };
  });

  // opened in a passive effect, not a layout effect: after a press or a key (a discrete update)
  // React runs the effect before that commit's task ends, so the dialog a press opens is modal at
  // once. `showModal()` makes the rest of the page inert, which costs a phone a whole style pass:
  // while nobody has pressed or typed anything on the page (a first visit's cookie choice or
  // startup overlay, opening by themselves), nothing can land behind the dialog, and it opens in
  // a task of its own rather than at the end of the one that committed it with the page
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (navigator.userActivation?.hasBeenActive === false) {
      let close: (() => void) | undefined;
      const timer = setTimeout(() => {
        close = openModal(element, options);
      }, 0);
      return () => {
        clearTimeout(timer);
        close?.();
      };
    }
    return openModal(element, options);
  }, []);

  const setRef = useCallback(
    (node: HTMLDialogElement | null) => {
      dialog.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  return (
    <dialog
      ref={setRef}
      // a dialog element is a dialog; the explicit role lets `[role="dialog"]` find it too
      role={role}
      aria-modal="true"
      tabIndex={-1}
      {...props}
    >
      {children}
    </dialog>
  );
}
