import { Anchor, AspectRatio, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatListingAddress } from '@contract/address';
import type { PublicListing } from '@contract/schemas/listing';
import { LISTING_STATUS_LABELS, LISTING_STATUS_COLORS } from './listing-status';

type CardListing = Pick<
  PublicListing,
  'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode' | 'status' | 'propertyImage'
>;

/**
 * What every listing card shows: the photo, the address (spec section 2's join rule) as a
 * link to `to`, and the status; `children` add what the screen needs below.
 */
export function ListingCardFrame({ listing, to, children }: { listing: CardListing; to: string; children?: ReactNode }) {
  const address = formatListingAddress(listing);
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {listing.propertyImage ? (
            // The address is the card's heading right below: the photo adds nothing to read out.
            <Image src={listing.propertyImage.url} alt="" fit="cover" />
          ) : (
            <Stack bg="gray.1" justify="center" align="center">
              <Text size="sm" c="dimmed">
                No photo
              </Text>
            </Stack>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={to} inherit>
              {address}
            </Anchor>
          </Title>
          <Badge color={LISTING_STATUS_COLORS[listing.status]} variant="filled" style={{ flexShrink: 0 }}>
            {LISTING_STATUS_LABELS[listing.status]}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
