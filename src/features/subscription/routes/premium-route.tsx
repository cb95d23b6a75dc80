import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/use-session';
import { useProducts } from '../api/use-products';
import { CheckoutForm } from '../components/checkout-form';
import { fromHome } from '@/components/breadcrumb-trails';

/** /premium (not subscribed): the plans on sale, and a checkout for the chosen one. */
export function PremiumRoute() {
  const user = useCurrentUser();
  const products = useProducts();
  const isAdmin = user?.account?.role === 'admin';

  let body;
  if (products.isPending) body = <LoadingRows label="Loading plans" rows={3} height={120} />;
  else if (products.isError) body = <QueryErrorAlert query={products} />;
  else if (!isAdmin)
    // Only an account admin may buy a plan (the API answers 403 to anyone else).
    body = (
      <Alert color="blue" variant="light" role="status">
        Only an account admin can choose a plan.{' '}
        {user?.account ? (
          'Ask your account admin to subscribe.'
        ) : (
          <>
            <Anchor component={Link} to={paths.settings.profile.href()}>
              Create a team
            </Anchor>{' '}
            first: you become its account admin.
          </>
        )}
      </Alert>
    );
  else body = <CheckoutForm products={products.data} usersCount={user.account?.usage.usersCount ?? 1} />;

  return (
    <>
      <PageHeader title="Premium" breadcrumbs={fromHome({ label: 'Premium' })} />
      <Stack gap="lg">
        <Text>Choose the plan for your account. Prices are per user per month.</Text>
        {body}
      </Stack>
    </>
  );
}
