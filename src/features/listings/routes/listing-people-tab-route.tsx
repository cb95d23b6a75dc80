import { Stack, Text, Title } from '@mantine/core';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { canEditListing } from '@/lib/listing-viewer';
import { useCurrentUser } from '@/lib/session/use-session';
import { useRemoveListingUser } from '../api/listing-page-api';
import { AddListingPersonForm } from '../components/listing-page/add-listing-person-form';
import { ListingPeopleTable } from '../components/listing-page/listing-people-table';
import { useRouteListing } from '../components/listing-page/use-route-listing';
import { PEOPLE_TAB_LABEL } from '../lib/listing-page/listing-page-rules';

/**
 * The people tab: who is on the listing in which role. Only a listing agent of an active
 * listing adds and removes people (removing takes every role the person holds).
 */
export function ListingPeopleTabRoute() {
  const { listing } = useRouteListing();
  const user = useCurrentUser();
  const removeUser = useRemoveListingUser();
  if (!listing) return null;

  const canManage = canEditListing(listing, user?.id);
  return (
    <Stack gap="md">
      <Title order={2}>{PEOPLE_TAB_LABEL}</Title>
      {removeUser.isError && <ApiErrorAlert error={removeUser.error} fallback="Failed to delete user from listing" />}
      <ListingPeopleTable
        people={listing.usersToListing}
        removingUserId={removeUser.isPending ? Number(removeUser.variables.params.userId) : null}
        onRemove={
          canManage
            ? (party) => removeUser.mutate({ params: { listingId: listing.id, userId: party.user.id } })
            : undefined
        }
      />
      {canManage ? (
        <AddListingPersonForm listingId={listing.id} />
      ) : (
        <Text size="sm" c="dimmed">
          Only a listing agent can add or remove people, and only while the listing is active.
        </Text>
      )}
    </Stack>
  );
}
