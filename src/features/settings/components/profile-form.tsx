import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { User } from '@contract/schemas/user';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { successBody } from '@/lib/tsr';
import { useUpdateProfile } from '../api/use-update-profile';
import { ProfileFormSchema, profileFormValues, toUpdateUserBody, type ProfileFormValues } from '../lib/profile-form';
import { PhoneField } from '@/components/form/input-kinds';
import { TextField } from '@/components/form/text-kinds';

/** Full name, e-mail and phone of the signed-in user (PATCH user). */
export function ProfileForm({ user }: { user: User }) {
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: profileFormValues(user),
  });
  const update = useUpdateProfile();
  const [isSaved, setIsSaved] = useState(false);

  const onSubmit = form.handleSubmit((values) => {
    setIsSaved(false);
    update.mutate(
      { body: toUpdateUserBody(values) },
      {
        onSuccess: (response) => {
          // What the server stored becomes the form's new starting point.
          form.reset(profileFormValues(successBody(response)));
          setIsSaved(true);
        },
        onError: (error) => applyServerFieldErrors(error, form),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <Stack gap="md" maw={480}>
        {update.isError && <ApiErrorAlert error={update.error} />}
        {isSaved && !form.formState.isDirty && (
          <Alert color="green" variant="light" role="status">
            Your profile has been saved.
          </Alert>
        )}
        <TextField control={form.control} name="fullName" label="Full name" autoComplete="name" required />
        <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" required />
        <PhoneField control={form.control} name="phoneNumber" label="Phone number" />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
