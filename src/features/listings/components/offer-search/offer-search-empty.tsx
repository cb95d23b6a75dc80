import { Stack, Text, Title } from '@mantine/core';

/** The search page with no results (texts exact). */
export function OfferSearchEmpty() {
  return (
    <Stack align="center" gap="xs" py="xl">
      <Title order={2} size="h4" ta="center">
        Search for a listing to submit a new offer
      </Title>
      <Text c="dimmed" ta="center">
        Use the search box above to search for a listing
      </Text>
    </Stack>
  );
}
