import { describe, expect, it } from 'vitest';
import type { Row } from '@mock/db/runtime-schemas';
import {
  openSessionOf,
  providerPageUrl,
  providerSessionId,
  returnUrl,
  rowIdOfProviderSession,
  SESSION_FINISHED,
  SESSION_NOT_FOUND,
} from '@mock/policies/payment-sessions';
import { messageOf, statusOf } from './demo-db';

const session = (patch: Partial<Row<'paymentSessions'>> = {}): Row<'paymentSessions'> => ({
  id: 7,
  accountId: 1,
  userId: 6,
  mode: 'setup',
  productId: null,
  quantity: null,
  successUrl: '/settings/subscription',
  cancelUrl: '/settings/subscription',
  url: '/mock-provider/setup/seti_mock_7',
  status: 'open',
  createdAt: '2026-03-02T15:00:00.000Z',
  finishedAt: null,
  ...patch,
});

describe('provider ids and pages', () => {
  it('name sessions the provider’s way, from the row id, and read them back', () => {
    expect(providerSessionId(session())).toBe('seti_mock_7');
    expect(providerSessionId(session({ mode: 'checkout' }))).toBe('cs_mock_7');
    expect(rowIdOfProviderSession('cs_mock_12')).toBe(12);
    for (const bad of ['cs_mock_0', 'cs_mock_', 'pi_mock_1', 'cs_mock_1x', ''])
      expect(rowIdOfProviderSession(bad)).toBeNull();
    expect(providerPageUrl('checkout', 'cs_mock_3')).toBe('/mock-provider/checkout/cs_mock_3');
  });

  it('find the open session a provider id names: 404 for unknown or wrong-mode ids, 422 once finished', () => {
    const rows = new Map([[7, session()]]);
    const find = (id: number) => rows.get(id);
    expect(openSessionOf(find, 'seti_mock_7').id).toBe(7);
    expect(messageOf(() => openSessionOf(find, 'cs_mock_7'))).toBe(SESSION_NOT_FOUND);
    expect(statusOf(() => openSessionOf(find, 'seti_mock_8'))).toBe(404);
    rows.set(7, session({ status: 'complete' }));
    expect(statusOf(() => openSessionOf(find, 'seti_mock_7'))).toBe(422);
    expect(messageOf(() => openSessionOf(find, 'seti_mock_7'))).toBe(SESSION_FINISHED);
  });
});

describe('return URLs', () => {
  it('fill in {CHECKOUT_SESSION_ID} as the provider does', () => {
    expect(returnUrl('/done?session_id={CHECKOUT_SESSION_ID}', 'cs_mock_2')).toBe('/done?session_id=cs_mock_2');
    expect(returnUrl('/done', 'cs_mock_2')).toBe('/done');
  });
});
