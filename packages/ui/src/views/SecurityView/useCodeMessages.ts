import { MFA_CODE_LENGTH } from '@invest/domain';
import { useMemo } from 'react';
import { useT } from '../../lib/i18n';

export function useCodeMessages() {
  const t = useT('security');
  return useMemo(
    () => ({ verification_code_invalid: t('twoStep.codeLength', { length: MFA_CODE_LENGTH }) }),
    [t],
  );
}
