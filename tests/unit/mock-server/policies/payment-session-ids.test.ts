import { describe, expect, it } from 'vitest';
import { rowIdOfProviderSession } from '@mock/policies/payment-sessions';

// A provider id names a session only when it is one whole: an id that merely ends like one
// (someone else's prefix, a pasted fragment) names none, and the hosted page answers 404.

describe('reading a provider session id', () => {
  it('reads the whole id, not a tail that looks like one', () => {
    expect(rowIdOfProviderSession('cs_mock_12')).toBe(12);
    expect(rowIdOfProviderSession('seti_mock_3')).toBe(3);
    for (const id of ['xcs_mock_12', 'pi_cs_mock_12', 'acct_seti_mock_3', ' cs_mock_12'])
      expect(rowIdOfProviderSession(id), id).toBeNull();
  });
});
