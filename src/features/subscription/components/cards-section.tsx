import { Card, Group, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { QueryErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { useCards } from '../api/use-cards';
import { AddPaymentMethodButton } from './add-payment-method-button';
import { CardsTable } from './cards-table';

/** The payment cards, and the way to add one. */
export function CardsSection() {
  const cards = useCards();
  const headingId = useId();

  let body;
  if (cards.isPending) body = <LoadingRows label="Loading payment cards" rows={2} />;
  else if (cards.isError) body = <QueryErrorAlert query={cards} />;
  else if (cards.data.length === 0) body = <Text>There are not currently any active cards.</Text>;
  else body = <CardsTable cards={cards.data} />;

  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <Title order={3} id={headingId}>
          Payment methods
        </Title>
        <AddPaymentMethodButton />
      </Group>
      {body}
    </Card>
  );
}
