import { DRAWER_WIDTHS } from '@invest/domain';
import type { CSSProperties } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { DialogPanel, type DialogPanelProps } from '../Dialog';
import { backdrop } from '../../lib/overlay';

/** A CSS length the drawer accepts: px, %, rem, em or vw. */
const LENGTH = /^\d+(\.\d+)?(px|%|rem|em|vw)$/;

/** The drawer width to use: `width` if it is a valid length, else the spec's 360px fallback. */
export function drawerWidth(width: string | undefined): string {
  return width && LENGTH.test(width.trim()) ? width.trim() : DRAWER_WIDTHS.fallback;
}

export interface DrawerPanelProps extends Omit<DialogPanelProps, 'variant'> {
  /**
   * Width from 768 px up: a CSS length such as `DRAWER_WIDTHS.messages` ('600px') or
   * `DRAWER_WIDTHS.menu` ('40%'). Missing or invalid: '360px' (spec 2). Narrower screens use
   * the full width.
   * @default '360px'
   */
  width?: string;
}

/** The drawer's sheet (heading, close button, body, footer), usable in place without the overlay. */
export function DrawerPanel({ width, className, style, ...props }: DrawerPanelProps) {
  const t = useT();
  return (
    <DialogPanel
      closeLabel={t('drawer.close')}
      {...props}
      variant="drawer"
      data-slot="drawer"
      style={{ '--drawer-width': drawerWidth(width), ...style } as CSSProperties}
      className={cn('w-full md:w-(--drawer-width)', className)}
    />
  );
}

export interface DrawerProps
  extends
    DrawerPanelProps,
    Pick<
      ModalOverlayProps,
      'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'
    > {}

/**
 * A modal side sheet that slides in from the right (from the left in right-to-left locales):
 * message centre (600px), side menu (40%). Full width below 768 px; no slide under reduced
 * motion. Put it in a `DialogTrigger` after its trigger, or control it with `isOpen`.
 */
export function Drawer({
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  width,
  ...panel
}: DrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      data-slot="drawer-overlay"
      className={backdrop}
    >
      <AriaModal
        style={{ '--drawer-width': drawerWidth(width) } as CSSProperties}
        className="fixed inset-y-0 end-0 w-full max-w-full transition-transform duration-200 data-[entering]:translate-x-full data-[exiting]:translate-x-full motion-reduce:transition-none md:w-(--drawer-width) rtl:data-[entering]:-translate-x-full rtl:data-[exiting]:-translate-x-full"
      >
        <DrawerPanel {...panel} width="100%" />
      </AriaModal>
    </ModalOverlay>
  );
}
