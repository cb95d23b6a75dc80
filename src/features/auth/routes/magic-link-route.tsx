import { PageHeader } from '@/components/page-header';

// Placeholder: the auth screens (issue 4) are built here: waiting, error with Try again, create password, terms.
export function MagicLinkRoute() {
  return <PageHeader title="Magic link" />;
}
