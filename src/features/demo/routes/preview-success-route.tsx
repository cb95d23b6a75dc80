import { PageHeader } from '@/components/page-header';

// Placeholder: issue 8 (QA and demo) builds the preview thank-you page here.
export function PreviewSuccessRoute() {
  return <PageHeader title="Thank you" />;
}
