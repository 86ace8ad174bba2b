// spec 2 Deposit and, on its second tab, the FX exchange (spec 2 names the screen without a
// path); each tab's wiring is in app/ (useDepositScreen, useFxScreen).
import { useT } from '@invest/ui';
import { DepositView } from '@invest/ui/DepositView';
import { Tab, TabList, TabPanel, Tabs } from '@invest/ui/Tabs';
import { useSearchParams } from 'react-router';
import { useDepositScreen } from '../app/depositScreen';
import { pageFrame } from '../app/frame';
import { FxPanel } from './FxPanel';

export default function DepositPage() {
  const t = useT('money');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'exchange' ? 'exchange' : 'deposit';
  return (
    <div className={pageFrame}>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          setSearch(key === 'exchange' ? { tab: 'exchange' } : {}, { replace: true })
        }
      >
        <TabList aria-label={t('deposit.title')}>
          <Tab id="deposit">{t('deposit.tabDeposit')}</Tab>
          <Tab id="exchange">{t('deposit.tabExchange')}</Tab>
        </TabList>
        <TabPanel id="deposit" className="pt-5">
          <DepositPanel />
        </TabPanel>
        <TabPanel id="exchange" className="pt-5">
          <FxPanel onDeposit={() => setSearch({}, { replace: true })} />
        </TabPanel>
      </Tabs>
    </div>
  );
}

function DepositPanel() {
  return <DepositView {...useDepositScreen()} />;
}
