import { Card, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { QueryErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { useIsNarrowScreen } from '@/lib/use-narrow-screen';
import { useInvoices } from '../api/use-invoices';
import { InvoicesCards } from './invoices-cards';
import { InvoicesTable } from './invoices-table';

/** The account's invoices. */
export function InvoicesSection() {
  const invoices = useInvoices();
  const headingId = useId();
  const isNarrow = useIsNarrowScreen();

  let body;
  if (invoices.isPending) body = <LoadingRows label="Loading invoices" />;
  else if (invoices.isError) body = <QueryErrorAlert query={invoices} />;
  else if (invoices.data.length === 0) body = <Text>There are not currently any invoices.</Text>;
  else body = isNarrow ? <InvoicesCards invoices={invoices.data} /> : <InvoicesTable invoices={invoices.data} />;

  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId} mb="sm">
        Invoices
      </Title>
      {body}
    </Card>
  );
}
