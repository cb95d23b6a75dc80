import { PageHeader } from '@/components/page-header';

// Placeholder: /settings/verify (issue 4) is built here: e-mail, then phone verification.
export function VerifyRoute() {
  return <PageHeader title="Verify your information" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Setting', to: '/settings' }, { label: 'Verify' }]} />;
}
