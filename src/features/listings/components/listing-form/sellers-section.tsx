import { useMemo } from 'react';
import { useSentInvitations } from '../../api/listing-form-api';
import { CheckboxField } from './listing-fields';
import { PartyListSection } from './party-list-section';

/** The sellers, each notified of offers automatically or only after a listing agent approves one. */
export function SellersSection() {
  const invitations = useSentInvitations();
  const suggestions = useMemo(
    () => [
      ...new Set((invitations.data ?? []).filter((invite) => invite.role === 'seller').map((invite) => invite.email)),
    ],
    [invitations.data],
  );
  return (
    <PartyListSection
      list="sellers"
      suggestions={suggestions}
      more={(index) => (
        <CheckboxField
          name={`sellers.${index}.automaticallyNotify`}
          label={`Notify seller ${index + 1} automatically`}
          description="Otherwise only after a listing agent approves the offer."
          mt={30}
        />
      )}
    />
  );
}
