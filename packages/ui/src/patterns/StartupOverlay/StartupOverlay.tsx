import type { Ref } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { BootDiagnostics, bootPhase, type BootDiagnosticsData } from './BootDiagnostics';

export interface StartupOverlayProps extends BootDiagnosticsData {
  /** Whether the overlay shows (the caller decides with `shouldShowBootOverlay`). @default true */
  isOpen?: boolean;
  /** Run the checks again; the button is disabled while `running` (spec 2). */
  onRunCheck?: () => void;
  /**
   * Close the overlay and continue into the app: the continue button, or Escape, once the
   * checks are no longer running.
   */
  onClose?: () => void;
  /** Extra classes for the dialog. */
  className?: string;
  /** A ref to the dialog element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLElement>;
}

/**
 * spec 2, Startup overlay: a full-screen dialog over the app while the boot checks run (ping,
 * config, auth, perms, company, geo, device, in order): title and wait message, each check's
 * state, device and location details, the connection rating (spec 9), a progress bar, the
 * sampled URLs and a run-check button that is disabled while running. Once the checks are done
 * (or failed) a continue button closes it. Data by props; the caller runs the checks.
 */
export function StartupOverlay({
  isOpen = true,
  onRunCheck,
  onClose,
  className,
  ref,
  ...data
}: StartupOverlayProps) {
  const t = useT('pages');
  const running = data.running ?? false;
  const phase = bootPhase(data.checks, running);
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={false}
      // while the checks run there is nothing to continue to
      isKeyboardDismissDisabled={running}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      data-slot="startup-overlay"
      className="fixed inset-0 z-50 overflow-y-auto bg-background text-fg"
    >
      <Modal className="flex min-h-full justify-center px-4 py-6 md:px-8 md:py-10">
        <Dialog
          ref={ref}
          data-phase={phase}
          className={cn('flex w-full max-w-4xl flex-col gap-6 outline-none', className)}
        >
          <header className="flex flex-col gap-1">
            <Heading slot="title" level={2} className="text-xl font-semibold text-fg">
              {t('startup.title')}
            </Heading>
            <p role="status" className="text-sm text-fg-muted">
              {t(`startup.${phase}`)}
            </p>
          </header>
          <BootDiagnostics {...data} headingLevel={3} />
          <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
            <Button variant="secondary" isDisabled={running} onPress={() => onRunCheck?.()}>
              {t('diagnostics.runCheck')}
            </Button>
            {!running && (
              <Button onPress={() => onClose?.()} data-slot="continue">
                {t('startup.continue')}
              </Button>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
