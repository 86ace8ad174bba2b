// spec 2/3 About us: the company info (GET /setting/v1/co) and the app version (system settings).
import { useAppSettings, useCompany } from '@invest/api/hooks';
import { AboutView } from '@invest/ui/AboutView';
import { pageFrame } from '../app/frame';

export default function AboutPage() {
  const company = useCompany();
  const settings = useAppSettings();
  return (
    <div className={pageFrame}>
      <AboutView
        company={company.data}
        appVersion={settings.data?.app_version}
        status={company.data ? 'ready' : company.error ? 'error' : 'loading'}
        onRetry={() => void company.mutate()}
        isRetrying={company.isValidating}
      />
    </div>
  );
}
