import { Stack, Table, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { Listing } from '@contract/schemas/listing';
import type { Offer } from '@contract/schemas/offer';
import { LoadingRows } from '@/components/loading-rows';
import { NoBreakIds } from '@/components/no-break-ids';
import { formatCurrency } from '@/lib/format';
import { readContingentTriggers } from '../../lib/decisions/contingent-triggers-param';
import { DECISION_LABELS, TWO_NETS_EXPLANATION } from '../../lib/decisions/decision-labels';
import { escalationText } from '../../lib/decisions/escalation-text';
import { DecisionsUnavailable } from './decisions-unavailable';
import { useOfferDecisions } from './use-offer-decisions';
import { useRefreshForUnknownOffers } from './use-refresh-for-unknown-offers';

/**
 * The offer page's escalated price (seller side): the price the offer reaches once every
 * escalation clause on the listing has played out, with the same sentence as the offers tab,
 * and the estimated net at that price beside it, each under the name the tab and compare give
 * it. The offer's link from the tab carries the tab's contingency toggle, so the figures are
 * the tab's.
 */
export function EscalatedPricePanel({ listing, offer }: { listing: Listing; offer: Offer }) {
  const [params] = useSearchParams();
  const contingentOffersTrigger = readContingentTriggers(params);
  const { all, decisions } = useOfferDecisions(listing, { enabled: true, contingentOffersTrigger });
  useRefreshForUnknownOffers(all, [offer.id]);
  if (all.isError) return <DecisionsUnavailable error={all.error} onRetry={() => void all.refetch()} />;
  if (!decisions) return <LoadingRows label="Working out the escalated price" rows={2} />;
  // Not among the offers this viewer may see on the listing (a seller, before it is sent): no story to tell.
  const decision = decisions.byId.get(offer.id);
  if (!decision) return null;
  const story = escalationText(decision.escalation);

  return (
    <Stack gap="xs" component="section" aria-labelledby="escalated-price-title">
      <Title order={2} size="h3" id="escalated-price-title">
        {DECISION_LABELS.escalatedPrice}
      </Title>
      <Table withTableBorder maw={560} aria-label="The escalated price and the net at it">
        <Table.Tbody>
          {[
            { label: DECISION_LABELS.escalatedPrice, amount: decision.escalation.escalatedPrice },
            { label: DECISION_LABELS.netAtEscalatedPrice, amount: decision.net.netReturn },
          ].map(({ label, amount }) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="55%">
                {label}
              </Table.Th>
              <Table.Td ta="right">
                <Text fw={700} span>
                  {formatCurrency(amount)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" maw={560}>
        {story ? <NoBreakIds text={`${story}.`} /> : 'No escalation clause: the offer competes at its purchase price.'}
        {!contingentOffersTrigger && ' Contingent offers do not trigger escalation here, as on the offers tab.'}
      </Text>
      <Text size="sm" c="dimmed" maw={560}>
        {TWO_NETS_EXPLANATION}
      </Text>
    </Stack>
  );
}
