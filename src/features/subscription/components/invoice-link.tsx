import { Anchor, VisuallyHidden } from '@mantine/core';

/**
 * 'View invoice', the provider's invoice page in a new tab. The same words on every row: the
 * hidden part tells the links apart for screen readers.
 */
export function InvoiceLink({ url, date }: { url: string; date: string }) {
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" style={{ whiteSpace: 'nowrap' }}>
      View invoice
      <VisuallyHidden> of {date} (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
