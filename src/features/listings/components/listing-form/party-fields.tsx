import { CloseButton, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { AutocompleteField } from '@/components/form/choice-kinds';
import { TextField } from '@/components/form/text-kinds';

export type PartyList = 'sellers' | 'listingAgents';

/**
 * One person of the form's sellers or listing agents: e-mail (with suggestions) and name.
 * An e-mail the app does not know yet is invited when the listing is saved.
 */
export function PartyFields({
  list,
  index,
  noun,
  suggestions,
  onRemove,
  children,
}: {
  list: PartyList;
  index: number;
  /** 'Seller' or 'Listing agent', numbered in each label so every field has its own name. */
  noun: string;
  suggestions: readonly string[];
  onRemove: () => void;
  children?: ReactNode;
}) {
  const { control } = useFormContext<ListingFormValues>();
  const who = `${noun} ${index + 1}`;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <AutocompleteField
        control={control}
        name={`${list}.${index}.email`}
        label={`${who} e-mail`}
        type="email"
        required
        autoComplete="off"
        data={[...suggestions]}
        miw={260}
      />
      <TextField
        control={control}
        name={`${list}.${index}.fullName`}
        label={`${who} full name`}
        autoComplete="off"
        miw={220}
      />
      {children}
      <CloseButton aria-label={`Remove ${who.toLowerCase()}`} mt={28} onClick={onRemove} />
    </Group>
  );
}
