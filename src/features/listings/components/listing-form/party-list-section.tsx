import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldArray } from 'react-hook-form';
import { emptyListingAgent, emptySeller } from '../../lib/listing-form/listing-form-body';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { LISTING_FORM_HELP } from '../../lib/listing-form/listing-form-texts';
import { FormSection } from '@/components/form/form-section';
import { PartyFields, type PartyList } from './party-fields';

type PartyListSpec<L extends PartyList> = {
  title: string;
  help: string;
  /** Numbered in each field's label, and named by the add button. */
  noun: string;
  emptyParty: () => FieldArray<ListingFormValues, L>;
};

const PARTY_LISTS: { [L in PartyList]: PartyListSpec<L> } = {
  sellers: { title: 'Sellers', help: LISTING_FORM_HELP.sellers, noun: 'Seller', emptyParty: emptySeller },
  listingAgents: {
    title: 'Listing agent',
    help: LISTING_FORM_HELP.listingAgents,
    noun: 'Listing agent',
    emptyParty: emptyListingAgent,
  },
};

/**
 * The form's sellers or listing agents: each person's fields (PartyFields), with what else the
 * list asks of each (`more`), and a button that adds one more.
 */
export function PartyListSection<L extends PartyList>({
  list,
  suggestions,
  more,
}: {
  list: L;
  suggestions: readonly string[];
  more?: (index: number) => ReactNode;
}) {
  const { title, help, noun, emptyParty } = PARTY_LISTS[list] as PartyListSpec<L>;
  const { control } = useFormContext<ListingFormValues>();
  const parties = useFieldArray<ListingFormValues, L>({ control, name: list });
  return (
    <FormSection title={title} help={[help]}>
      <Stack gap="md">
        {parties.fields.map((party, index) => (
          <PartyFields
            key={party.id}
            list={list}
            index={index}
            noun={noun}
            suggestions={suggestions}
            onRemove={() => parties.remove(index)}
          >
            {more?.(index)}
          </PartyFields>
        ))}
      </Stack>
      <Button variant="light" onClick={() => parties.append(emptyParty())} w="fit-content">
        Add {noun.toLowerCase()}
      </Button>
    </FormSection>
  );
}
