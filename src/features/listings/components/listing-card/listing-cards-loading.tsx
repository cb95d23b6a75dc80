import { Card, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { ListingCardGrid } from './listing-card-grid';

/** Card-shaped placeholders while the first page loads, said in words for screen readers. */
export function ListingCardsLoading({ count = 6, label = 'Loading listings' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ListingCardGrid>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} withBorder padding="md" radius="md" aria-hidden="true">
            <Card.Section>
              <Skeleton height={180} radius={0} />
            </Card.Section>
            <Stack gap="xs" mt="sm">
              <Skeleton height={18} width="80%" />
              <Skeleton height={14} width="40%" />
            </Stack>
          </Card>
        ))}
      </ListingCardGrid>
    </div>
  );
}
