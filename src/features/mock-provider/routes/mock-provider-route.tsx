import { Alert, Badge, Center, Paper, Stack, Text } from '@mantine/core';
import { matchPath, useLocation, useParams } from 'react-router';
import { QueryErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { usePaymentSession } from '../api/use-payment-session';
import { PaymentSessionPanel } from '../components/payment-session-panel';

/**
 * /mock-provider/setup/:sessionId and /mock-provider/checkout/:sessionId: the mock payment
 * provider's hosted page, reached only through the url of a payment session the mock backend
 * created. It stands in for the real provider's page, which lives on the provider's site.
 */
export function MockProviderRoute() {
  const { sessionId = '' } = useParams();
  const urlMode = matchPath(paths.mockProvider.checkout.path, useLocation().pathname) ? 'checkout' : 'setup';
  const paymentSession = usePaymentSession(sessionId);

  let body;
  if (paymentSession.isPending) body = <LoadingRows label="Loading the payment session" rows={3} />;
  else if (paymentSession.isError) body = <QueryErrorAlert query={paymentSession} />;
  else if (paymentSession.data.mode !== urlMode)
    body = (
      <Alert color="red" variant="light" role="alert">
        This is not a {urlMode} session.
      </Alert>
    );
  else body = <PaymentSessionPanel paymentSession={paymentSession.data} />;

  return (
    <Center>
      <Stack gap="md" w="100%" maw={480}>
        <PageHeader title="Test payment provider (mock)" />
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <Stack gap="md">
            <Badge color="gray.7" variant="filled" radius="sm" style={{ alignSelf: 'flex-start' }}>
              {urlMode === 'setup' ? 'Add a card' : 'Checkout'}
            </Badge>
            {body}
          </Stack>
        </Paper>
        <Text size="sm" c="dimmed">
          This page stands in for the payment provider’s hosted page while the app runs on its mock backend. It is
          reachable only through the link of a payment session the mock created; no card is charged and no card number
          is stored, only its last four digits.
        </Text>
      </Stack>
    </Center>
  );
}
