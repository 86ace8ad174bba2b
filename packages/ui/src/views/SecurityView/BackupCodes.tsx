import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';

/** The ten one-time backup codes, shown once, downloadable as a text file. */
export function BackupCodes({
  codes,
  onSaved,
}: {
  codes: readonly string[];
  onSaved?: () => void;
}) {
  const t = useT('security');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the codes replace the form the user was in: focus moves to them
  useEffect(() => headingRef.current?.focus(), []);
  const download = () => {
    const text = `${t('twoStep.codesFileHeader')}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'backup-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div data-slot="two-step-backup-codes" className="flex flex-col gap-3">
      <h3 ref={headingRef} tabIndex={-1} className="text-sm font-semibold text-fg outline-none">
        {t('twoStep.codesTitle')}
      </h3>
      <p className="text-sm text-fg-muted">{t('twoStep.codesBody')}</p>
      <ul
        aria-label={t('twoStep.codesListLabel')}
        className="grid grid-cols-2 gap-2 rounded-md bg-surface-sunken p-3 font-mono text-sm text-fg"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={download}>
          {t('twoStep.download')}
        </Button>
        <Button onPress={onSaved}>{t('twoStep.codesDone')}</Button>
      </div>
    </div>
  );
}
