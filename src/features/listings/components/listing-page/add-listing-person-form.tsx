import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LISTING_ROLE_LABELS } from '@contract/schemas/enums';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { getFieldErrors } from '@/lib/api-errors';
import { useAddListingUser } from '../../api/listing-page-api';
import {
  ADDABLE_ROLES,
  EMPTY_PERSON,
  ListingPersonFormSchema,
  personFieldOf,
  toListingUserInput,
  type ListingPersonFormValues,
} from '../../lib/listing-page/listing-person-form';
import { CheckboxField, SelectField } from '@/components/form/choice-kinds';
import { TextField } from '@/components/form/text-kinds';

const ROLE_OPTIONS = ADDABLE_ROLES.map((role) => ({ value: role, label: LISTING_ROLE_LABELS[role] }));

/**
 * Adds a seller or a listing agent by e-mail (POST listing/{id}/users). Someone without an
 * account is invited. A seller is notified of offers automatically or only after approval.
 */
export function AddListingPersonForm({ listingId }: { listingId: number }) {
  const form = useForm<ListingPersonFormValues>({
    resolver: zodResolver(ListingPersonFormSchema),
    defaultValues: EMPTY_PERSON,
  });
  const addUser = useAddListingUser();
  const [added, setAdded] = useState<string | null>(null);
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit((values) => {
    setAdded(null);
    addUser.mutate(
      { params: { id: listingId }, body: toListingUserInput(values) },
      {
        onSuccess: () => {
          setAdded(`${values.email} was added as ${LISTING_ROLE_LABELS[values.role]}.`);
          form.reset(EMPTY_PERSON);
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(getFieldErrors(error))) {
            const name = personFieldOf(field);
            if (name) form.setError(name, { type: 'server', message });
          }
        },
      },
    );
  });

  return (
    <Paper withBorder p="md">
      <form onSubmit={onSubmit} noValidate aria-labelledby="add-person-title">
        <Stack gap="sm">
          <Title order={3} size="h4" id="add-person-title">
            Add a person
          </Title>
          {addUser.isError && <ApiErrorAlert error={addUser.error} fallback="Failed to add user to listing" />}
          <Group align="flex-start" grow wrap="wrap">
            <TextField control={form.control} name="email" label="E-mail" type="email" required />
            <TextField control={form.control} name="fullName" label="Full name" />
            <SelectField
              control={form.control}
              name="role"
              label="Role"
              required
              data={ROLE_OPTIONS}
              allowDeselect={false}
            />
          </Group>
          {role === 'seller' && (
            <CheckboxField
              control={form.control}
              name="automaticallyNotify"
              label="Notify this seller of offers automatically (otherwise only after a listing agent approves them)"
            />
          )}
          <Group justify="space-between">
            <Text size="sm" role="status">
              {added}
            </Text>
            <Button type="submit" loading={addUser.isPending}>
              Add person
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
