import { PageHeader } from '@/components/page-header';

// Placeholder: the auth screens (issue 4) are built here: the role choice ('I am a real estate agent' / 'I am a buyer or a seller').
export function SignUpRoleRoute() {
  return <PageHeader title="Create an account" />;
}
