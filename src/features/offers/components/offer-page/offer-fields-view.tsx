import { SimpleGrid, Stack, Table, Title } from '@mantine/core';
import type { Offer } from '@contract/schemas/offer';
import { OFFER_FIELD_GROUPS, offerRowsOf } from '../../lib/offer-fields';

/** Every field of the offer, grouped as the history table; values are plain text. */
export function OfferFieldsView({ offer, isSellerSide }: { offer: Offer; isSellerSide: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {OFFER_FIELD_GROUPS.map((group) => (
        <Stack key={group.id} gap="xs">
          <Title order={2} size="h3">
            {group.label}
          </Title>
          <Table withTableBorder verticalSpacing={6}>
            <Table.Tbody>
              {offerRowsOf(group.id, isSellerSide).map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row" fw={500} w="45%">
                    {row.label}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{row.format(offer)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
