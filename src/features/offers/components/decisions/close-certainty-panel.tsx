import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type { CloseCertainty } from '../../lib/decisions/close-certainty';
import { DECISION_LABELS } from '../../lib/decisions/decision-labels';

/** The offer page's close certainty (seller side, docs/offer-decisions.md): the score, then each factor's points and why. */
export function CloseCertaintyPanel({ certainty }: { certainty: CloseCertainty }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="close-certainty-title">
      <Group gap="sm" align="baseline">
        <Title order={2} size="h3" id="close-certainty-title">
          {DECISION_LABELS.certainty}
        </Title>
        <Text fw={700} data-testid="close-certainty-score">
          {certainty.score} of 100
        </Text>
      </Group>
      <Table withTableBorder maw={560} aria-label="Close certainty factors">
        <Table.Tbody>
          {certainty.factors.map((factor) => (
            <Table.Tr key={factor.id}>
              <Table.Th scope="row" fw={500}>
                {factor.name}
              </Table.Th>
              <Table.Td>{factor.reason}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                +{factor.points} of {factor.max}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
