import { Text } from '@mantine/core';
import type { Card } from '@contract/schemas/account';
import { DataTable } from '@/components/data-table';
import { cardExpiry, maskedCardNumber } from '../lib/card-format';
import { CardBrandIcon, isIconBrand } from './card-brand-icon';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The account's cards: brand (an icon for the five known brands, else its name), masked
 * number, expiry. Three short columns: it fits a phone as it is, with no minimum width that
 * would make it scroll sideways.
 */
export function CardsTable({ cards }: { cards: readonly Card[] }) {
  return (
    <DataTable
      verticalSpacing="sm"
      rows={cards}
      rowKey={(card) => card.id}
      columns={[
        {
          header: 'Brand',
          cell: (card) =>
            isIconBrand(card.brand) ? <CardBrandIcon brand={card.brand} /> : <Text size="sm">{card.brand}</Text>,
        },
        { header: 'Number', style: NO_WRAP, cell: maskedCardNumber },
        { header: 'Expires', style: NO_WRAP, cell: cardExpiry },
      ]}
    />
  );
}
