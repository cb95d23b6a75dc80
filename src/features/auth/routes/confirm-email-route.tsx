import { PageHeader } from '@/components/page-header';

// Placeholder: the auth screens (issue 4) are built here.
export function ConfirmEmailRoute() {
  return <PageHeader title="Confirm e-mail" />;
}
