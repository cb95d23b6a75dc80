import { describe, expect, it } from 'vitest';
import { expectRefused, signInOn, type Harness } from './harness';
import { listingCount, listingForm, offerCount, offerForm, pdf, submitOffer } from './uploads';

/*
 * Item 9, Idempotency-Key on POST offers and POST listing: a retry with the
 * same key (after a timeout, say) replays the first answer and creates
 * nothing more; the same key with another body is a 422; without the header
 * every POST creates, as before.
 */

const KEY = { 'idempotency-key': 'retry-7f9c2b1e-4d3a-4c5b-9e8f-0a1b2c3d4e5f' };

export const idempotencyCases = (harness: Harness) =>
  describe('item 9: Idempotency-Key', () => {
    it('POST offers: the retry replays the first answer and creates one offer', async () => {
      const agent = await signInOn(harness, 'buyersAgent');
      const before = offerCount();
      const first = await submitOffer(agent, [pdf('letter.pdf')], KEY);
      expect(first.status, first.text).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const retry = await submitOffer(agent, [pdf('letter.pdf')], KEY);
      expect(retry.status).toBe(201);
      expect(retry.text).toBe(first.text);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(offerCount()).toBe(before + 1);
    });

    it('POST offers: two attempts at once with one key still create one offer', async () => {
      const agent = await signInOn(harness, 'buyersAgent');
      const before = offerCount();
      const answers = await Promise.all([
        submitOffer(agent, [], KEY),
        submitOffer(agent, [], KEY),
        submitOffer(agent, [], KEY),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
      expect(offerCount()).toBe(before + 1);
    });

    it('POST offers: the same key with another body is a 422 and creates nothing', async () => {
      const agent = await signInOn(harness, 'buyersAgent');
      expect((await submitOffer(agent, [pdf('one.pdf')], KEY)).status).toBe(201);
      const other = await expectRefused(
        agent,
        { method: 'POST', path: '/api/v1/offers', headers: KEY, body: offerForm([pdf('two.pdf')]) },
        422,
      );
      expect(JSON.parse(other.text)).toEqual({
        success: false,
        message: 'This Idempotency-Key was already used with a different request',
      });
    });

    it('keeps keys apart per user and per call, and without a key every POST creates', async () => {
      const [buyer, seller] = [await signInOn(harness, 'buyersAgent'), await signInOn(harness, 'listingAgent')];
      const [offersBefore, listingsBefore] = [offerCount(), listingCount()];
      expect((await submitOffer(buyer, [], KEY)).status).toBe(201);
      expect((await submitOffer(buyer, [])).status).toBe(201);
      expect((await submitOffer(buyer, [])).status).toBe(201);
      const listing = await seller.form('POST', '/api/v1/listing', listingForm(), KEY);
      expect([listing.status, listing.headers.get('idempotent-replayed')]).toEqual([201, null]);
      expect([offerCount(), listingCount()]).toEqual([offersBefore + 3, listingsBefore + 1]);
    });

    it('POST listing: the retry replays the first answer and creates one listing', async () => {
      const agent = await signInOn(harness, 'listingAgent');
      const before = listingCount();
      const first = await agent.form('POST', '/api/v1/listing', listingForm(), KEY);
      expect(first.status, first.text).toBe(201);
      const retry = await agent.form('POST', '/api/v1/listing', listingForm(), KEY);
      expect([retry.status, retry.text === first.text, retry.headers.get('idempotent-replayed')]).toEqual([
        201,
        true,
        'true',
      ]);
      expect(listingCount()).toBe(before + 1);
    });

    it('refuses a key that is not one (empty, or over 255 characters) with a 400', async () => {
      const agent = await signInOn(harness, 'buyersAgent');
      for (const key of ['', 'k'.repeat(256)]) {
        const answer = await expectRefused(
          agent,
          { method: 'POST', path: '/api/v1/offers', headers: { 'idempotency-key': key }, body: offerForm() },
          400,
        );
        expect(Object.keys((JSON.parse(answer.text) as { errors: Record<string, string> }).errors)).toEqual([
          'idempotency-key',
        ]);
      }
    });
  });
