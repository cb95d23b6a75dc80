import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatListingAddress } from '@contract/address';
import type { PublicListing } from '@contract/schemas/listing';
import classes from './listing-card.module.css';
import { LISTING_STATUS_LABELS } from '@contract/schemas/enums';
import { LISTING_STATUS_COLORS } from './listing-status';

type CardListing = Pick<
  PublicListing,
  'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode' | 'status' | 'propertyImage'
>;

type ListingCardFrameProps = {
  listing: CardListing;
  to: string;
  /** The first row's photos load at once (they are on the first screen); the others when scrolled near. */
  eagerPhoto?: boolean;
  /** Beside the status badge: the screen's headline fact (the offer count on the dashboard). */
  badgeNote?: ReactNode;
  children?: ReactNode;
};

/**
 * What every listing card shows: a thumbnail of the photo, the address (joined by
 * formatListingAddress) as a link to `to`, and the status; `badgeNote` and `children` add what the screen needs.
 */
export function ListingCardFrame({ listing, to, eagerPhoto = false, badgeNote, children }: ListingCardFrameProps) {
  const address = formatListingAddress(listing);
  return (
    <Card withBorder padding="sm" radius="md" component="article" className={classes.card}>
      <div className={classes.body}>
        {listing.propertyImage ? (
          // The address is the card's heading: the photo adds nothing to read out.
          <img
            className={classes.thumb}
            src={listing.propertyImage.url}
            alt=""
            width={112}
            height={84}
            loading={eagerPhoto ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className={`${classes.thumb} ${classes.noPhoto}`}>
            <Text size="xs" c="dimmed">
              No photo
            </Text>
          </div>
        )}
        <Stack gap={4} className={classes.facts}>
          <Title order={2} size="h6" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={to} inherit>
              {address}
            </Anchor>
          </Title>
          <Group gap="xs" wrap="wrap">
            <Badge color={LISTING_STATUS_COLORS[listing.status]} variant="filled" miw="max-content">
              {LISTING_STATUS_LABELS[listing.status]}
            </Badge>
            {badgeNote}
          </Group>
          {children}
        </Stack>
      </div>
    </Card>
  );
}
