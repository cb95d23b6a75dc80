import { Outlet } from 'react-router';
import { PageHeader } from '@/components/page-header';

// Placeholder: the settings screens (issue 4) are built here: the 'Setting' page and its tab bar (allowedSettingsTabs, shown when more than one tab).
export function SettingsLayoutRoute() {
  return (
    <>
      <PageHeader title="Setting" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Setting' }]} />
      <Outlet />
    </>
  );
}
