import { Card, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import classes from './listing-card.module.css';
import { ListingCardGrid } from './listing-card-grid';

/**
 * Card-shaped placeholders while the first page loads, said in words for screen readers.
 * They have the cards' shape (a thumbnail beside three lines), so the cards replace them
 * without moving what is around.
 */
export function ListingCardsLoading({ count = 6, label = 'Loading listings' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ListingCardGrid>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} withBorder padding="sm" radius="md" aria-hidden="true">
            <div className={classes.body}>
              <Skeleton className={classes.thumb} />
              <Stack gap={8} className={classes.facts}>
                <Skeleton height={16} width="85%" />
                <Skeleton height={16} width="55%" />
                <Skeleton height={12} width="45%" />
                <Skeleton height={12} width="40%" />
              </Stack>
            </div>
          </Card>
        ))}
      </ListingCardGrid>
    </div>
  );
}
