import { useState } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert } from '../../forms/Form';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { ConfirmDialog, Modal } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { TextField } from '../../primitives/TextField';
import { SectionBody, useWhen } from './parts';
import type { Loadable, SecurityPasskey } from './types';

export interface PasskeysCardProps extends Loadable<readonly SecurityPasskey[]> {
  /** Register a new passkey (the page runs the browser's WebAuthn ceremony). */
  onAdd?: () => void;
  /** Rename a passkey. */
  onRename?: (id: string, name: string) => void | Promise<unknown>;
  /** Remove a passkey. */
  onRemove?: (id: string) => void | Promise<unknown>;
  /** The running action. */
  pending?: 'add' | 'rename' | 'remove';
  /** The name of the passkey just added: a confirmation line says so. */
  added?: string;
  /** The app's (translated) reason the last action failed. */
  actionError?: string;
  /**
   * Passkeys are a second factor: without two-step verification on, the card says so instead
   * of offering to add one. @default false
   */
  needsTwoStep?: boolean;
  /** The IANA time zone dates are shown in. @default the browser's */
  timeZone?: string;
}

/** Passkeys as a second factor: add, rename, remove. */
export function PasskeysCard(props: PasskeysCardProps) {
  const t = useT('security');
  const { onAdd, pending, added, actionError, needsTwoStep = false } = props;
  const addButton = (variant: 'primary' | 'secondary') =>
    needsTwoStep ? (
      <p className="text-sm text-fg-muted">{t('passkeys.needsTwoStep')}</p>
    ) : (
      <Button variant={variant} onPress={onAdd} isPending={pending === 'add'}>
        {t('passkeys.add')}
      </Button>
    );
  return (
    <Card
      data-slot="passkeys-card"
      title={t('passkeys.title')}
      headingLevel={2}
      description={t('passkeys.description')}
    >
      <div role="status" className="empty:hidden">
        {added !== undefined && (
          <p className="text-sm font-medium text-fg">{t('passkeys.newAdded', { name: added })}</p>
        )}
      </div>
      {actionError !== undefined && (
        <FormAlert title={t('passkeys.failed')} message={actionError} />
      )}
      <SectionBody section={props} errorTitle={t('passkeys.loadFailed')} lines={2}>
        {(passkeys) =>
          passkeys.length === 0 ? (
            <EmptyState
              className="py-4"
              icon={<KeyIcon />}
              title={t('passkeys.emptyTitle')}
              description={t('passkeys.emptyBody')}
              action={addButton('primary')}
            />
          ) : (
            <>
              <ul className="flex flex-col divide-y divide-border">
                {passkeys.map((p) => (
                  <PasskeyRow key={p.id} passkey={p} {...props} />
                ))}
              </ul>
              <div>{addButton('secondary')}</div>
            </>
          )
        }
      </SectionBody>
    </Card>
  );
}

function PasskeyRow({
  passkey,
  onRename,
  onRemove,
  pending,
  timeZone,
}: PasskeysCardProps & { passkey: SecurityPasskey }) {
  const t = useT('security');
  const when = useWhen(timeZone);
  const [dialog, setDialog] = useState<'rename' | 'remove'>();
  const [name, setName] = useState(passkey.name);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden="true" className="mt-0.5 text-fg-muted [&_svg]:size-5">
          <KeyIcon />
        </span>
        <div className="flex min-w-0 flex-col">
          <span className="font-medium break-words text-fg">{passkey.name}</span>
          <span className="text-sm text-fg-muted">
            {t('passkeys.added', { date: when(passkey.created_at) })}
            {' · '}
            {passkey.last_used_at
              ? t('passkeys.lastUsed', { date: when(passkey.last_used_at) })
              : t('passkeys.neverUsed')}
          </span>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 ps-8 sm:ps-0">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('passkeys.renameLabel', { name: passkey.name })}
          onPress={() => {
            setName(passkey.name);
            setDialog('rename');
          }}
        >
          {t('passkeys.rename')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('passkeys.removeLabel', { name: passkey.name })}
          onPress={() => setDialog('remove')}
        >
          {t('passkeys.remove')}
        </Button>
      </div>
      <Modal
        isOpen={dialog === 'rename'}
        onOpenChange={(open) => !open && setDialog(undefined)}
        title={t('passkeys.renameTitle')}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              {t('twoStep.cancel')}
            </Button>
            <Button type="submit" form={`rename-${passkey.id}`} isPending={pending === 'rename'}>
              {t('passkeys.save')}
            </Button>
          </>
        )}
      >
        <Form
          id={`rename-${passkey.id}`}
          onSubmit={(e) => {
            e.preventDefault();
            const trimmed = name.trim();
            if (trimmed === '') return;
            void Promise.resolve(onRename?.(passkey.id, trimmed)).then(() => setDialog(undefined));
          }}
        >
          <TextField
            label={t('passkeys.name')}
            value={name}
            onChange={setName}
            isRequired
            maxLength={64}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's only field
            autoFocus
          />
        </Form>
      </Modal>
      <ConfirmDialog
        isOpen={dialog === 'remove'}
        onOpenChange={(open) => !open && setDialog(undefined)}
        title={t('passkeys.removeTitle')}
        message={t('passkeys.removeBody', { name: passkey.name })}
        tone="danger"
        confirmLabel={t('passkeys.remove')}
        isPending={pending === 'remove'}
        onConfirm={() => onRemove?.(passkey.id)}
      />
    </li>
  );
}

function KeyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="8" cy="14" r="4" />
      <path d="m11 11 9-9m-3 3 3 3m-6 0 2 2" />
    </svg>
  );
}
