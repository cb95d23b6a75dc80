import { Button, Group, Stack, Text } from '@mantine/core';
import { TermsCheckbox } from './terms-checkbox';

/** Step 2 of the magic-link sign-up, when the invitee must accept the terms. Back returns to step 1. */
export function MagicLinkTermsStep({ isSubmitting, onBack }: { isSubmitting: boolean; onBack: () => void }) {
  return (
    <Stack gap="md">
      <Text size="sm">Please read and accept the terms to finish creating your account.</Text>
      <TermsCheckbox />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Create account
        </Button>
      </Group>
    </Stack>
  );
}
