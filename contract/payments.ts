import { z } from 'zod';
import { c } from './c';
import { meta } from './metadata';
import { CheckoutSessionBodySchema, ProductSchema, SessionUrlSchema, SetupSessionBodySchema } from './schemas/account';
import { envelope } from './schemas/envelope';

export const paymentsContract = c.router({
  products: {
    method: 'GET',
    path: '/payment/products',
    responses: { 200: envelope(z.array(ProductSchema)) },
    summary: 'The plans on sale',
    metadata: meta('Cannot fetch products'),
  },
  createCheckoutSession: {
    method: 'POST',
    path: '/payment/sessions',
    body: CheckoutSessionBodySchema,
    responses: { 201: envelope(SessionUrlSchema) },
    summary: "Starts a checkout on the provider's hosted page; redirect to the url",
    metadata: meta('Cannot create session'),
  },
  createSetupSession: {
    method: 'POST',
    path: '/payment/setup-sessions',
    body: SetupSessionBodySchema,
    responses: { 201: envelope(SessionUrlSchema) },
    summary: "Starts adding a card on the provider's hosted setup page; redirect to the url",
    metadata: meta('Cannot create session'),
  },
});
