import { Button } from '@mantine/core';
import { LISTING_ROLE_LABELS } from '@contract/schemas/enums';
import type { ListingUser } from '@contract/schemas/listing';
import { DataTable, type DataColumn } from '@/components/data-table';
import { notifyText } from '../../lib/listing-page/listing-person-form';

const PERSON_COLUMNS: readonly DataColumn<ListingUser>[] = [
  { header: 'Name', cell: (party) => party.user.fullName },
  { header: 'E-mail', cell: (party) => party.user.email ?? '—' },
  { header: 'Role', cell: (party) => LISTING_ROLE_LABELS[party.role] },
  { header: 'Offers', cell: (party) => (party.role === 'seller' ? notifyText(party.automaticallyNotify) : '—') },
];

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
  const removeColumn: DataColumn<ListingUser> | undefined = onRemove && {
    header: 'Actions',
    cell: (party) => (
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
    ),
  };
  return (
    <DataTable
      minWidth={560}
      label="People involved table"
      striped
      rows={people}
      rowKey={(party) => `${party.user.id}-${party.role}`}
      emptyText="Nobody is on this listing yet."
      columns={removeColumn ? [...PERSON_COLUMNS, removeColumn] : PERSON_COLUMNS}
    />
  );
}
