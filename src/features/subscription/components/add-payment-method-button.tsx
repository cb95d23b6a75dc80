import { Button, Stack } from '@mantine/core';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useFollowRedirect } from '@/lib/follow-redirect';
import { successBody } from '@/lib/tsr';
import { useCreateSetupSession } from '../api/use-create-setup-session';
import { SUBSCRIPTION_PATH } from '../lib/return-urls';

/** 'Add payment method': a setup session on the provider's hosted page, then off to that page. */
export function AddPaymentMethodButton() {
  const setup = useCreateSetupSession();
  const followRedirect = useFollowRedirect();

  const start = () =>
    setup.mutate(
      { body: { mode: 'setup', successUrl: SUBSCRIPTION_PATH, cancelUrl: SUBSCRIPTION_PATH } },
      { onSuccess: (response) => followRedirect(successBody(response).url) },
    );

  return (
    <Stack gap="xs" align="flex-end">
      {setup.isError && <ApiErrorAlert error={setup.error} />}
      {/* Still loading after success: the page is about to change. */}
      <Button onClick={start} loading={setup.isPending || setup.isSuccess}>
        Add payment method
      </Button>
    </Stack>
  );
}
