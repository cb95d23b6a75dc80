import { z } from 'zod';
import { API_BASE_URL } from '@/config/env';
import { ApiError } from '@/lib/api-errors';

/*
 * The mock backend's payment-session controls (docs/mock-server/api-by-domain.md, "Payments and the mock
 * provider"). Not contract routes: they stand in for the provider itself, so they are called
 * with plain fetch, beside the API (same base URL), never under /api/v1.
 */

const PaymentSessionSchema = z.object({
  id: z.string(),
  mode: z.enum(['setup', 'checkout']),
  status: z.string(),
  product: z.object({ id: z.string(), name: z.string(), price: z.number() }).nullable(),
  quantity: z.number().nullable(),
  /** Cents per month, for a checkout. */
  total: z.number().nullable(),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;

const FinishedSchema = z.object({ redirectUrl: z.string() });

export type CardDetails = { brand: string; last4: string; expMonth: number; expYear: number };

const controlUrl = (sessionId: string, action?: 'complete' | 'cancel') =>
  `${API_BASE_URL}/__mock/payment-sessions/${encodeURIComponent(sessionId)}${action ? `/${action}` : ''}`;

/** Calls a control and reads its envelope; failures become the app's ApiError kinds, so describeError words them. */
const callControl = async <T>(url: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', ...init });
  } catch (cause) {
    throw new ApiError({ kind: 'FETCH_ERROR' }, { cause });
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch (cause) {
    throw new ApiError({ kind: 'PARSING_ERROR', status: response.status, rawText: text }, { cause });
  }
  if (!response.ok) throw new ApiError({ kind: 'HTTP_ERROR', status: response.status, data });
  const envelope = z.object({ body: z.unknown() }).safeParse(data);
  const parsed = schema.safeParse(envelope.success ? envelope.data.body : undefined);
  if (!parsed.success) throw new ApiError({ kind: 'PARSING_ERROR', status: response.status, rawText: text });
  return parsed.data;
};

export const fetchPaymentSession = (sessionId: string): Promise<PaymentSession> =>
  callControl(controlUrl(sessionId), PaymentSessionSchema);

/** Finishes the session as the provider would (a setup saves the card); answers where to go next. */
export const completePaymentSession = (sessionId: string, card: CardDetails | null): Promise<string> =>
  callControl(controlUrl(sessionId, 'complete'), FinishedSchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(card ?? {}),
  }).then((finished) => finished.redirectUrl);

export const cancelPaymentSession = (sessionId: string): Promise<string> =>
  callControl(controlUrl(sessionId, 'cancel'), FinishedSchema, { method: 'POST' }).then(
    (finished) => finished.redirectUrl,
  );
