import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** One, two or three columns of cards by the width of the screen (640 and 1024 px breakpoints). */
export function ListingCardGrid({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy={busy}>
      {children}
    </SimpleGrid>
  );
}
