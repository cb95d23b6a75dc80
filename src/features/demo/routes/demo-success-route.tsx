import { PageHeader } from '@/components/page-header';

// Placeholder: issue 8 (QA and demo) builds the demo confirmation here.
export function DemoSuccessRoute() {
  return <PageHeader title="Demo ready" />;
}
