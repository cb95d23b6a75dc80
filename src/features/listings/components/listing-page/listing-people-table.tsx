import { Button, Table, Text } from '@mantine/core';
import { LISTING_ROLE_LABELS } from '@contract/schemas/enums';
import type { ListingUser } from '@contract/schemas/listing';
import { notifyText } from '../../lib/listing-page/listing-person-form';

/**
 * The people on a listing, one row per role they hold (what the viewer may see of them: the
 * API leaves out the parties the buying side must not see). With `onRemove`, each row can
 * take its person off the listing.
 */
export function ListingPeopleTable({
  people,
  onRemove,
  removingUserId,
}: {
  people: readonly ListingUser[];
  onRemove?: (party: ListingUser) => void;
  removingUserId?: number | null;
}) {
  if (people.length === 0) return <Text c="dimmed">Nobody is on this listing yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">E-mail</Table.Th>
            <Table.Th scope="col">Role</Table.Th>
            <Table.Th scope="col">Offers</Table.Th>
            {onRemove && <Table.Th scope="col">Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((party) => (
            <Table.Tr key={`${party.user.id}-${party.role}`}>
              <Table.Td>{party.user.fullName}</Table.Td>
              <Table.Td>{party.user.email ?? '—'}</Table.Td>
              <Table.Td>{LISTING_ROLE_LABELS[party.role]}</Table.Td>
              <Table.Td>{party.role === 'seller' ? notifyText(party.automaticallyNotify) : '—'}</Table.Td>
              {onRemove && (
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={removingUserId === party.user.id}
                    aria-label={`Remove ${party.user.fullName} (${LISTING_ROLE_LABELS[party.role]})`}
                    onClick={() => onRemove(party)}
                  >
                    Remove
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
