import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import { validTerms } from '../offers/support';
import { encodeMultipart } from '@contract/multipart';
import { expectRefused, signInOn, type Harness, type HostileClient } from './harness';
import { listingForm } from './uploads';

/*
 * Item 9, conditional requests: single-resource GETs carry an ETag and answer
 * If-None-Match with 304; PATCH listing/{id} and offer edit/counter refuse a
 * stale If-Match with 412 and change nothing. Both headers stay optional.
 */

const ETAG = /^"[A-Za-z0-9_-]{16,}"$/;

const etagOf = async (client: HostileClient, path: string): Promise<string> => {
  const answer = await client.send({ method: 'GET', path });
  expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
  const etag = answer.headers.get('etag') ?? '';
  expect(etag, path).toMatch(ETAG);
  return etag;
};

const ownListing = () =>
  db.listings
    .all()
    .find(
      (listing) =>
        listing.isActive &&
        db.listingUsers
          .findBy('listingId', listing.id)
          .some((party) => party.userId === PERSONAS.listingAgent.id && party.role === 'listing-agent'),
    )!;
/** An offer of buyers.agent on an active listing of listing.agent: both may see it, each may change it. */
const ownOffer = () =>
  db.offers.findBy('buyersAgentId', PERSONAS.buyersAgent.id).find((offer) => {
    const listing = db.listings.findById(offer.listingId);
    const parties = db.listingUsers.findBy('listingId', offer.listingId);
    return (
      listing?.status === 'active' &&
      listing.isActive &&
      parties.some((party) => party.userId === PERSONAS.listingAgent.id && party.role === 'listing-agent')
    );
  })!;

export const preconditionCases = (harness: Harness) =>
  describe('item 9: ETag, If-None-Match and If-Match', () => {
    it('tags single-resource GETs and answers a matching If-None-Match with 304 and no body', async () => {
      const agent = await signInOn(harness, 'listingAgent');
      const listing = ownListing();
      const offer = ownOffer();
      for (const path of [
        '/api/v1/user',
        `/api/v1/listing/${listing.id}`,
        `/api/v1/listing/slug/${listing.slug}`,
        `/api/v1/offers/${offer.id}`,
      ]) {
        const etag = await etagOf(agent, path);
        for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
          const cached = await agent.send({ method: 'GET', path, headers: { 'if-none-match': ifNoneMatch } });
          expect(cached.status, `${path} If-None-Match: ${ifNoneMatch}`).toBe(304);
          expect(cached.text).toBe('');
          expect(cached.headers.get('etag')).toBe(etag);
        }
        expect((await agent.send({ method: 'GET', path, headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
      }
    });

    it('gives another ETag once the resource changed, and to a viewer who sees it otherwise', async () => {
      const agent = await signInOn(harness, 'listingAgent');
      const listing = ownListing();
      const path = `/api/v1/listing/${listing.id}`;
      const before = await etagOf(agent, path);
      expect(await etagOf(await signInOn(harness, 'buyersAgent'), path)).not.toBe(before);
      const saved = await agent.form('PATCH', path, listingForm(undefined, { addressLine1: '1 Renamed Street' }));
      expect(saved.status, saved.text).toBe(200);
      expect(await etagOf(agent, path)).not.toBe(before);
    });

    it('refuses PATCH listing/{id} with a stale If-Match (412) and takes the current one, or none', async () => {
      const agent = await signInOn(harness, 'listingAgent');
      const path = `/api/v1/listing/${ownListing().id}`;
      const etag = await etagOf(agent, path);
      const form = () => listingForm(undefined, { addressLine1: '2 Changed Avenue' });
      const stale = await expectRefused(
        agent,
        { method: 'PATCH', path, headers: { 'if-match': '"not-the-current-one"' }, body: form() },
        412,
      );
      expect(JSON.parse(stale.text)).toEqual({
        success: false,
        message: 'The listing has changed since you loaded it. Reload it and try again.',
      });
      expect((await agent.send({ method: 'PATCH', path, headers: { 'if-match': etag }, body: form() })).status).toBe(
        200,
      );
      await expectRefused(agent, { method: 'PATCH', path, headers: { 'if-match': etag }, body: form() }, 412);
      expect((await agent.send({ method: 'PATCH', path, body: form() })).status).toBe(200);
    });

    it('refuses an offer edit and a counteroffer on a stale If-Match (412)', async () => {
      const offer = ownOffer();
      const path = `/api/v1/offers/${offer.id}`;
      const buyer = await signInOn(harness, 'buyersAgent');
      const seller = await signInOn(harness, 'listingAgent');
      const [buyerTag, sellerTag] = [await etagOf(buyer, path), await etagOf(seller, path)];
      const terms = () => encodeMultipart({ ...validTerms({ purchasePrice: 700_000 }) });
      expect(
        (await buyer.send({ method: 'POST', path: `${path}/edit`, headers: { 'if-match': buyerTag }, body: terms() }))
          .status,
      ).toBe(200);
      // The edit moved the offer on: the listing agent's tag is stale now.
      const stale = await expectRefused(
        seller,
        { method: 'POST', path: `${path}/counteroffer`, headers: { 'if-match': sellerTag }, body: terms() },
        412,
      );
      expect(JSON.parse(stale.text)).toEqual({
        success: false,
        message: 'The offer has changed since you loaded it. Reload it and try again.',
      });
      await expectRefused(
        buyer,
        { method: 'POST', path: `${path}/edit`, headers: { 'if-match': buyerTag }, body: terms() },
        412,
      );
      const fresh = await etagOf(seller, path);
      expect(
        (
          await seller.send({
            method: 'POST',
            path: `${path}/counteroffer`,
            headers: { 'if-match': fresh },
            body: terms(),
          })
        ).status,
      ).toBe(200);
    });
  });
