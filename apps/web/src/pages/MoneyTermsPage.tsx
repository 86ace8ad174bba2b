// spec 2: the terms pages of bank, beneficiary, deposit and withdrawal.
import { useT } from '@invest/ui';
import { MoneyTermsView, moneyTermsKinds, type MoneyTermsKind } from '@invest/ui/MoneyTermsView';
import { NotFoundView } from '@invest/ui/NotFoundView';
import { useNavigate, useParams } from 'react-router';
import { pageFrame } from '../app/frame';
import { paths } from '../paths';

const back = {
  bank: ['banking', paths.banking],
  beneficiary: ['beneficiary', paths.beneficiary],
  deposit: ['deposit', paths.deposit],
  withdrawal: ['withdraw', paths.withdraw],
} as const satisfies Record<MoneyTermsKind, readonly [string, string]>;

export default function MoneyTermsPage() {
  const t = useT('web');
  const navigate = useNavigate();
  const kind = useParams().kind as MoneyTermsKind | undefined;
  if (!kind || !moneyTermsKinds.includes(kind)) {
    return (
      <div className={pageFrame}>
        <NotFoundView homeHref={paths.home} />
      </div>
    );
  }
  return (
    <div className={pageFrame}>
      <MoneyTermsView
        kind={kind}
        onBack={() => void navigate(back[kind][1])}
        backLabel={t(`titles.${back[kind][0]}`)}
      />
    </div>
  );
}
