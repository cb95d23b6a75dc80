import { Table, Text } from '@mantine/core';
import type { Card } from '@contract/schemas/account';
import { cardExpiry, maskedCardNumber } from '../lib/card-format';
import { CardBrandIcon, isIconBrand } from './card-brand-icon';

/** The account's cards: brand (an icon for the five known brands, else its name), masked number, expiry. */
export function CardsTable({ cards }: { cards: readonly Card[] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
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
              <Table.Td>{maskedCardNumber(card)}</Table.Td>
              <Table.Td>{cardExpiry(card)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
