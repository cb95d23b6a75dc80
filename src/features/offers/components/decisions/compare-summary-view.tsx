import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { CompareSummary } from '../../lib/decisions/compare-summary';

/** Compare's summary (docs/offer-decisions.md): the three bests, then the one best on all three or what the others cost. */
export function CompareSummaryView({ summary }: { summary: CompareSummary }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="compare-summary-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="compare-summary-title">
          Summary
        </Title>
        <List spacing={4} size="sm">
          {summary.bests.map((best) => (
            <List.Item key={best.criterion}>
              {best.label}: <strong>{best.decision.offer.simpleId}</strong>, {best.value}
            </List.Item>
          ))}
        </List>
        {summary.bestOnAll ? (
          <Text size="sm" fw={600}>
            {summary.bestOnAll.offer.simpleId} is the best on all three.
          </Text>
        ) : (
          <>
            <Text size="sm" fw={600}>
              No offer is the best on all three. What the other bests cost:
            </Text>
            <List spacing={4} size="sm">
              {summary.tradeOffs.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
