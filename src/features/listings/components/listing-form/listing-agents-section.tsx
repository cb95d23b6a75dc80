import { Button, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useCurrentUser } from '@/lib/session/use-session';
import { useAccountAgents } from '../../api/listing-form-api';
import { emptyListingAgent } from '../../lib/listing-form/listing-form-body';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { LISTING_FORM_HELP } from '../../lib/listing-form/listing-form-texts';
import { FormSection } from '@/components/form/form-section';
import { PartyFields } from './party-fields';

/** Co-listing agents: the agent filling in the form is a listing agent already. */
export function ListingAgentsSection() {
  const { control } = useFormContext<ListingFormValues>();
  const agents = useFieldArray({ control, name: 'listingAgents' });
  const me = useCurrentUser();
  const accountAgents = useAccountAgents();
  const suggestions = useMemo(
    () =>
      (accountAgents.data ?? [])
        .map((agent) => agent.email ?? '')
        .filter((email) => email !== '' && email.toLowerCase() !== me?.email.toLowerCase()),
    [accountAgents.data, me?.email],
  );
  return (
    <FormSection title="Listing agent" help={[LISTING_FORM_HELP.listingAgents]}>
      <Stack gap="md">
        {agents.fields.map((agent, index) => (
          <PartyFields
            key={agent.id}
            list="listingAgents"
            index={index}
            noun="Listing agent"
            suggestions={suggestions}
            onRemove={() => agents.remove(index)}
          />
        ))}
      </Stack>
      <Button variant="light" onClick={() => agents.append(emptyListingAgent())} w="fit-content">
        Add listing agent
      </Button>
    </FormSection>
  );
}
