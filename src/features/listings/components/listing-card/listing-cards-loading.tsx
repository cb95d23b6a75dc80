import { Card, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import classes from './listing-card.module.css';
import { ListingCardGrid } from './listing-card-grid';

/**
 * Card-shaped placeholders while the first page loads, said in words for screen readers.
 * They have the cards' shape and height (a thumbnail beside the lines), and there are as
 * many as a default page holds, so the cards replace them without moving what is around.
 */
export function ListingCardsLoading({ count = 12, label = 'Loading listings' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ListingCardGrid>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} withBorder padding="sm" radius="md" aria-hidden="true" className={classes.card}>
            <div className={classes.body}>
              <Skeleton className={classes.thumb} />
              <Stack gap={8} className={classes.facts}>
                <Skeleton height={16} width="85%" />
                <Skeleton height={16} width="55%" />
                <Skeleton height={20} width="45%" />
                <Skeleton height={12} width="40%" />
                <Skeleton height={12} width="50%" />
              </Stack>
            </div>
          </Card>
        ))}
      </ListingCardGrid>
    </div>
  );
}
