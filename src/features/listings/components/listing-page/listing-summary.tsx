import { Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { formatListingAddress } from '@contract/address';
import type { Listing } from '@contract/schemas/listing';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LISTING_STATUS_LABELS } from '@contract/schemas/enums';
import {} from '../../lib/listing-page/listing-page-rules';

/**
 * The photo, status, listing agents and brokerage: what every viewer sees, anonymous ones
 * included. Anonymous visitors of an active listing get the way to submit
 * an offer, the public route for it.
 */
export function ListingSummary({ listing, isAnonymous }: { listing: Listing; isAnonymous: boolean }) {
  const agents = listing.usersToListing
    .filter((party) => party.role === 'listing-agent')
    .map((party) => party.user.fullName);
  return (
    <Paper withBorder p="md" mb="lg">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {listing.propertyImage && (
          <Image
            src={listing.propertyImage.url}
            alt={`Photo of ${formatListingAddress(listing)}`}
            w={200}
            h={150}
            fit="cover"
            radius="sm"
          />
        )}
        <Stack gap={6}>
          <Group gap="xs">
            <Badge variant="light">{LISTING_STATUS_LABELS[listing.status]}</Badge>
            {!listing.isActive && (
              <Badge variant="light" color="gray">
                Read-only
              </Badge>
            )}
          </Group>
          <Text size="sm">
            <Text span fw={600}>
              {agents.length > 1 ? 'Listing agents: ' : 'Listing agent: '}
            </Text>
            {agents.length > 0 ? agents.join(', ') : 'Not named'}
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              Brokerage:{' '}
            </Text>
            {listing.account.brokerage ?? 'Not named'}
          </Text>
          {isAnonymous && listing.isActive && (
            <Group mt="xs">
              <Button component={Link} to={paths.submitOffer.listing.href({ slug: listing.slug })}>
                Submit an offer
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
