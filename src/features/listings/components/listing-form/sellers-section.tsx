import { Button, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useSentInvitations } from '../../api/listing-form-api';
import { emptySeller } from '../../lib/listing-form/listing-form-body';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { LISTING_FORM_HELP } from '../../lib/listing-form/listing-form-texts';
import { FormSection } from '@/components/form/form-section';
import { CheckboxField } from './listing-fields';
import { PartyFields } from './party-fields';

/** The sellers, each notified of offers automatically or only after a listing agent approves one. */
export function SellersSection() {
  const { control } = useFormContext<ListingFormValues>();
  const sellers = useFieldArray({ control, name: 'sellers' });
  const invitations = useSentInvitations();
  const suggestions = useMemo(
    () => [
      ...new Set((invitations.data ?? []).filter((invite) => invite.role === 'seller').map((invite) => invite.email)),
    ],
    [invitations.data],
  );
  return (
    <FormSection title="Sellers" help={[LISTING_FORM_HELP.sellers]}>
      <Stack gap="md">
        {sellers.fields.map((seller, index) => (
          <PartyFields
            key={seller.id}
            list="sellers"
            index={index}
            noun="Seller"
            suggestions={suggestions}
            onRemove={() => sellers.remove(index)}
          >
            <CheckboxField
              name={`sellers.${index}.automaticallyNotify`}
              label={`Notify seller ${index + 1} automatically`}
              description="Otherwise only after a listing agent approves the offer."
              mt={30}
            />
          </PartyFields>
        ))}
      </Stack>
      <Button variant="light" onClick={() => sellers.append(emptySeller())} w="fit-content">
        Add seller
      </Button>
    </FormSection>
  );
}
