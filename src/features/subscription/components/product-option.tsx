import { Group, Radio, Stack, Text } from '@mantine/core';
import type { Product } from '@contract/schemas/account';
import { formatCents } from '@/lib/format';

/** One plan to choose: name, description, price per user per month and listing limit. */
export function ProductOption({ product }: { product: Product }) {
  return (
    <Radio.Card value={product.id} withBorder p="md" radius="md">
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator />
        <Stack gap={4}>
          <Text fw={600}>{product.name}</Text>
          <Text size="sm">{product.description}</Text>
          <Text size="sm" fw={500}>
            {formatCents(product.price)} per user per month
          </Text>
          <Text size="sm" c="dimmed">
            {product.listingLimit === null ? 'Unlimited listings' : `Up to ${product.listingLimit} listings`}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
