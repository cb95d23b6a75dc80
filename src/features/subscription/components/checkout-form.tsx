import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Product } from '@contract/schemas/account';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useFollowRedirect } from '@/lib/follow-redirect';
import { formatCents } from '@/lib/format';
import { successBody } from '@/lib/tsr';
import { useCreateCheckoutSession } from '../api/use-create-checkout-session';
import { checkoutFormSchema, MAX_USERS, type CheckoutFormInput, type CheckoutFormOutput } from '../lib/checkout-form';
import { PREMIUM_PATH, SUBSCRIPTION_PATH } from '../lib/return-urls';
import { ProductOption } from './product-option';
import { RadioGroupField } from '@/components/form/choice-kinds';
import { NumberField } from '@/components/form/input-kinds';

/** Choose a plan and a number of users, then check out on the provider's hosted page. */
export function CheckoutForm({ products, usersCount }: { products: readonly Product[]; usersCount: number }) {
  const minUsers = Math.max(1, usersCount);
  const schema = useMemo(() => checkoutFormSchema(minUsers), [minUsers]);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { productId: '', quantity: minUsers },
  });
  const checkout = useCreateCheckoutSession();
  const followRedirect = useFollowRedirect();
  const [productId, quantity] = useWatch({ control: form.control, name: ['productId', 'quantity'] });
  const product = products.find((candidate) => candidate.id === productId);

  const onSubmit = form.handleSubmit((values) =>
    checkout.mutate(
      { body: { ...values, successUrl: SUBSCRIPTION_PATH, cancelUrl: PREMIUM_PATH } },
      { onSuccess: (response) => followRedirect(successBody(response).url) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {checkout.isError && <ApiErrorAlert error={checkout.error} />}
        <RadioGroupField control={form.control} name="productId" label="Plan" required>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {products.map((option) => (
              <ProductOption key={option.id} product={option} />
            ))}
          </SimpleGrid>
        </RadioGroupField>
        <NumberField
          control={form.control}
          name="quantity"
          label="Number of users"
          description={`Every user of your account needs a seat: at least ${minUsers}.`}
          required
          min={minUsers}
          max={MAX_USERS}
          allowDecimal={false}
          allowNegative={false}
          maw={280}
        />
        <Group justify="space-between" wrap="wrap">
          <Text fw={500} aria-live="polite">
            {product && typeof quantity === 'number'
              ? `Monthly price: ${formatCents(product.price * quantity)}`
              : 'Choose a plan and the number of users.'}
          </Text>
          {/* Still loading after success: the page is about to change. */}
          <Button type="submit" loading={checkout.isPending || checkout.isSuccess}>
            Continue to checkout
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
