import { CloseButton, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { AutocompleteField } from '@/components/form/bound-fields';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';

type PartyList = 'sellers' | 'listingAgents';

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
  const { control, register, formState } = useFormContext<ListingFormValues>();
  const who = `${noun} ${index + 1}`;
  const errors = formState.errors[list]?.[index];
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
      <TextInput
        label={`${who} full name`}
        autoComplete="off"
        error={errors?.fullName?.message}
        miw={220}
        {...register(`${list}.${index}.fullName`)}
      />
      {children}
      <CloseButton aria-label={`Remove ${who.toLowerCase()}`} mt={28} onClick={onRemove} />
    </Group>
  );
}
