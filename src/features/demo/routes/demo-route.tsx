import { PageHeader } from '@/components/page-header';

// Placeholder: issue 8 (QA and demo) builds the demo story picker here.
export function DemoRoute() {
  return <PageHeader title="Demo" />;
}
