import { useMemo } from 'react';
import { useCurrentUser } from '@/lib/session/use-session';
import { useAccountAgents } from '../../api/listing-form-api';
import { PartyListSection } from './party-list-section';

/** Co-listing agents: the agent filling in the form is a listing agent already. */
export function ListingAgentsSection() {
  const me = useCurrentUser();
  const accountAgents = useAccountAgents();
  const suggestions = useMemo(
    () =>
      (accountAgents.data ?? [])
        .map((agent) => agent.email ?? '')
        .filter((email) => email !== '' && email.toLowerCase() !== me?.email.toLowerCase()),
    [accountAgents.data, me?.email],
  );
  return <PartyListSection list="listingAgents" suggestions={suggestions} />;
}
