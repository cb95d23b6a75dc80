import { PageHeader } from '@/components/page-header';

// Placeholder: the auth screens (issue 4) are built here: e-mail and password, Google, forgot-password and create-account links.
export function SignInRoute() {
  return <PageHeader title="Sign in" />;
}
