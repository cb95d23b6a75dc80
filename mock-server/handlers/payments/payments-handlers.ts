import type { HttpHandler } from 'msw';
import { createCheckoutSession } from './create-checkout-session';
import { createSetupSession } from './create-setup-session';
import { products } from './products';

/** The payments domain's handlers, one per route of contract.payments. */
export const paymentsHandlers: readonly HttpHandler[] = [products, createCheckoutSession, createSetupSession];
