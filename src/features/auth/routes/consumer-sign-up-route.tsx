import { PageHeader } from '@/components/page-header';

// Placeholder: the auth screens (issue 4) are built here: consumers need an invitation from their agent.
export function ConsumerSignUpRoute() {
  return <PageHeader title="Buyers and sellers" />;
}
