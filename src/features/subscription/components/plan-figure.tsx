import { Stack, Text } from '@mantine/core';

/** One figure of the plan, as a term and its value inside the plan's description list. */
export function PlanFigure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="lg" fw={600} component="dd" m={0}>
        {value}
      </Text>
    </Stack>
  );
}
