import { Alert, Button, Group, Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { paths } from '@/config/paths';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';

const SIGN_IN_PROMPT_TITLE = 'Sign in or sign up to submit your offer';

/**
 * For a signed-out visitor (not forced to sign in under /submit-offer):
 * they may fill in the offer first; going to sign in or sign up keeps what they typed.
 */
export function SignInPrompt({ onLeave }: { onLeave: (values: OfferFormValues, to: string) => void }) {
  const { getValues } = useFormContext<OfferFormValues>();
  return (
    <Alert color="blue" variant="light" title={SIGN_IN_PROMPT_TITLE}>
      <Text size="sm">
        Only a buyer&apos;s agent with an account can submit an offer. Fill it in now: what you type is kept while you
        sign in or sign up. Documents must be attached again afterwards.
      </Text>
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={() => onLeave(getValues(), paths.auth.signIn.href())}>
          Sign in
        </Button>
        <Button size="xs" variant="default" onClick={() => onLeave(getValues(), paths.auth.signUp.href())}>
          Sign up
        </Button>
      </Group>
    </Alert>
  );
}
