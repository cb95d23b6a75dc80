import { PageHeader } from '@/components/page-header';

// Placeholder: the auth screens (issue 4) are built here.
export function ResetPasswordRoute() {
  return <PageHeader title="Reset password" />;
}
