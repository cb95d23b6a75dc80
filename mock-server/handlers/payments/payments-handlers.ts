import { contract } from '@contract';
import { handlerRouter } from '../../framework/handler-router';
import { createCheckoutSession } from './create-checkout-session';
import { createSetupSession } from './create-setup-session';
import { products } from './products';

/** The payments domain's handlers, keyed like contract.payments. */
export const paymentsHandlers = handlerRouter(contract.payments, {
  products,
  createCheckoutSession,
  createSetupSession,
});
