import { Outlet } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/lib/session/use-session';
import { allowedSettingsTabs } from '@/lib/settings-tabs';
import { SettingsTabBar } from '../components/settings-tab-bar';
import { fromHome } from '@/components/breadcrumb-trails';

/**
 * The 'Setting' page around its tabs. The tabs follow the user's role
 * (the same rule as the account menu and the guards); the bar shows only
 * when there is more than one to choose from.
 */
export function SettingsLayoutRoute() {
  const tabs = allowedSettingsTabs(useCurrentUser());
  return (
    <>
      <PageHeader title="Setting" breadcrumbs={fromHome({ label: 'Setting' })} />
      {tabs.length > 1 && <SettingsTabBar tabs={tabs} />}
      <Outlet />
    </>
  );
}
