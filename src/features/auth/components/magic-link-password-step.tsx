import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { PhoneField } from '@/components/form/input-kinds';
import type { MagicLinkSignUpValues } from '../schemas/magic-link-sign-up-schema';
import { NewPasswordFields } from './new-password-fields';

/**
 * Step 1 of the magic-link sign-up: the invitee's e-mail (from the 409, not editable), a
 * password, and the phone only when the invitee has one on record.
 */
export function MagicLinkPasswordStep({
  email,
  hasPhoneNumber,
  submitLabel,
  isSubmitting,
  onBack,
}: {
  email: string;
  hasPhoneNumber: boolean;
  submitLabel: string;
  isSubmitting: boolean;
  onBack: () => void;
}) {
  const { control } = useFormContext<MagicLinkSignUpValues>();
  return (
    <Stack gap="md">
      <TextInput label="Email" value={email} readOnly autoComplete="username" />
      <NewPasswordFields />
      {hasPhoneNumber && <PhoneField control={control} name="phoneNumber" label="Phone number" required />}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
