import { Paper, Stack, Text, Title } from '@mantine/core';
import { onlyColumn, type OfferColumn, type TableGroup } from '../../lib/offer-table';
import { OfferColumnsTable } from '../history/offer-columns-table';
import classes from './compare-cards.module.css';

/** What each card shows first: the decision rows, the price, the nets, the financing and the closing date. */
const AT_A_GLANCE = new Set(['purchasePrice', 'netReturn', 'financingType', 'closingDate']);

const split = (groups: readonly TableGroup[]) => ({
  atAGlance: groups
    .map((group) => ({
      ...group,
      rows: group.id === 'decision' ? group.rows : group.rows.filter((row) => AT_A_GLANCE.has(row.id)),
    }))
    .filter((group) => group.rows.length > 0),
  rest: groups
    .filter((group) => group.id !== 'decision')
    .map((group) => ({ ...group, rows: group.rows.filter((row) => !AT_A_GLANCE.has(row.id)) }))
    .filter((group) => group.rows.length > 0),
});

/**
 * Compare on a phone: each chosen offer as a card of its own, one under the other, after the
 * summary. A card shows the figures a choice turns on first, every other term one tap away,
 * each row marked best as on the desktop's table (against all the chosen offers). Nothing to
 * scroll sideways: a card is one column of values.
 */
export function CompareCards({ columns, groups }: { columns: readonly OfferColumn[]; groups: readonly TableGroup[] }) {
  const { atAGlance, rest } = split(groups);
  return (
    <Stack gap="md">
      {columns.map((column, index) => {
        const headingId = `compared-offer-${column.key}`;
        return (
          <Paper key={column.key} withBorder p="sm" component="section" aria-labelledby={headingId}>
            <Stack gap="xs">
              <div>
                <Title order={2} size="h3" id={headingId}>
                  {column.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {column.offer.buyers.join(', ')}
                </Text>
              </div>
              <OfferColumnsTable
                caption={`${column.title} at a glance; the best value of each row among the chosen offers is marked Best`}
                columnTitles={[{ key: column.key, title: column.title }]}
                groups={onlyColumn(atAGlance, index)}
              />
              <details className={classes.more}>
                <summary>Every term of {column.title}</summary>
                <OfferColumnsTable
                  caption={`Every other term of ${column.title}`}
                  columnTitles={[{ key: column.key, title: column.title }]}
                  groups={onlyColumn(rest, index)}
                />
              </details>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
