import { PageHeader } from '@/components/page-header';

// Placeholder: issue 8 (QA and demo) builds the product-preview request form here.
export function PreviewRoute() {
  return <PageHeader title="Product preview" />;
}
