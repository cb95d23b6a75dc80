import { Table, Text } from '@mantine/core';
import type { Card } from '@contract/schemas/account';
import { cardExpiry, maskedCardNumber } from '../lib/card-format';
import { CardBrandIcon, isIconBrand } from './card-brand-icon';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The account's cards: brand (an icon for the five known brands, else its name), masked
 * number, expiry. Three short columns: it fits a phone as it is, with no minimum width that
 * would make it scroll sideways (issue 20).
 */
export function CardsTable({ cards }: { cards: readonly Card[] }) {
  return (
    <Table verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Brand</Table.Th>
          <Table.Th scope="col">Number</Table.Th>
          <Table.Th scope="col">Expires</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cards.map((card) => (
          <Table.Tr key={card.id}>
            <Table.Td>
              {isIconBrand(card.brand) ? <CardBrandIcon brand={card.brand} /> : <Text size="sm">{card.brand}</Text>}
            </Table.Td>
            <Table.Td style={NO_WRAP}>{maskedCardNumber(card)}</Table.Td>
            <Table.Td style={NO_WRAP}>{cardExpiry(card)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
