import { PageHeader } from '@/components/page-header';

// Placeholder: the auth screens (issue 4) are built here.
export function ForgotPasswordRoute() {
  return <PageHeader title="Forgot password" />;
}
