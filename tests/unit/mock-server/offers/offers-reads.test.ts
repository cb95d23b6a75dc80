import { describe, expect, it } from 'vitest';
import { encodeMultipart } from '@contract/multipart';
import type { Paginated } from '@contract/schemas/common';
import type { LogEntry } from '@contract/schemas/log';
import type { Offer } from '@contract/schemas/offer';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/node';
import { currentVersionOf } from '@mock/policies/offer-versions';
import { anonymous, competingOffer, personaId, signIn, useDemoMockServer } from './support';
import { json } from '../support/cookie-jar';

useDemoMockServer();

/** buyers.agent's seeded offer for the buyer persona (her name on it), with its listing. */
const buyerPersonaOffer = () => {
  const offer = db.offers.findFirst(
    (row) =>
      row.buyersAgentId === personaId('buyersAgent') &&
      currentVersionOf(db, row.id).terms.buyers.includes(PERSONAS.buyer.fullName),
  );
  if (!offer) throw new Error('demo has no offer for the buyer persona');
  return { offer, listingId: offer.listingId };
};

const MULTIPART_CALLS = new Set(['/offers', '/offers/1/edit', '/offers/1/counteroffer']);
const JSON_CALLS = new Set(['/offers/request-best', '/offers/keep-best', '/offers/1/send-to-sellers']);

describe('without a session', () => {
  it.each([
    ['POST', '/offers'],
    ['GET', '/offers/1'],
    ['GET', '/offers/1/documents/1'],
    ['GET', '/listing/1/offers'],
    ['POST', '/offers/1/approve'],
    ['POST', '/offers/1/edit'],
    ['POST', '/offers/1/counteroffer'],
    ['GET', '/offers/1/versions'],
    ['GET', '/listing/1/offers/list'],
    ['POST', '/offers/request-best'],
    ['POST', '/offers/keep-best'],
    ['POST', '/offers/1/send-to-sellers'],
    ['GET', '/offers/1/logs'],
  ])('%s %s answers 401', async (method, path) => {
    // Sent as the app sends them: the content type is checked first (a wrong one is a 415), the session next.
    const init = MULTIPART_CALLS.has(path) ? { body: encodeMultipart({}) } : JSON_CALLS.has(path) ? json({}) : {};
    const answer = await anonymous().call(method, path, init);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toEqual({ success: false, message: 'Authentication required' });
  });
});

describe('offers.get', () => {
  it('shows the listing agent any offer on the listing, with its current version', async () => {
    const { offer, listingId } = buyerPersonaOffer();
    const rival = competingOffer(listingId);
    const agent = await signIn('listingAgent');
    for (const target of [offer, rival]) {
      const answer = await agent.get<Offer>(`/offers/${target.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: target.id,
        simpleId: target.simpleId,
        listingId,
        listing: { id: listingId },
      });
    }
  });

  it("shows buyers.agent their own offer and answers 404 for a competitor's, as if it did not exist", async () => {
    const { offer, listingId } = buyerPersonaOffer();
    const agent = await signIn('buyersAgent');
    expect((await agent.get<Offer>(`/offers/${offer.id}`)).body.buyersAgent.id).toBe(personaId('buyersAgent'));
    const rival = await agent.get(`/offers/${competingOffer(listingId).id}`);
    expect(rival.status).toBe(404);
    expect(JSON.parse(rival.text)).toEqual({ success: false, message: 'Offer not found' });
    expect((await agent.get('/offers/999999')).status).toBe(404);
  });

  it('shows the buyer persona the offer made for her, and not a competing one', async () => {
    const { offer, listingId } = buyerPersonaOffer();
    const buyer = await signIn('buyer');
    expect((await buyer.get(`/offers/${offer.id}`)).status).toBe(200);
    expect((await buyer.get(`/offers/${competingOffer(listingId).id}`)).status).toBe(404);
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    const answer = await (await signIn('listingAgent')).get('/offers/abc');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).errors).toHaveProperty('offerId');
  });
});

describe('offers.listForListing', () => {
  it('gives the listing agent every offer, 10 per page by default, newest submission first', async () => {
    const { listingId } = buyerPersonaOffer();
    const all = db.offers.findBy('listingId', listingId);
    const answer = await (await signIn('listingAgent')).get<Paginated<Offer>>(`/listing/${listingId}/offers`);
    expect(answer.status).toBe(200);
    const newestFirst = [...all]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map((offer) => offer.id);
    expect(answer.body).toMatchObject({ total: all.length, currentPage: 1, limit: 10, previousPage: null });
    expect(answer.body.data.map((offer) => offer.id)).toEqual(newestFirst.slice(0, 10));
  });

  it('gives buyers.agent only their own offers ("My offers on this listing")', async () => {
    const { listingId } = buyerPersonaOffer();
    const own = db.offers
      .findBy('listingId', listingId)
      .filter((offer) => offer.buyersAgentId === personaId('buyersAgent'));
    const answer = await (
      await signIn('buyersAgent')
    ).get<Paginated<Offer>>(`/listing/${listingId}/offers?perPage=100`);
    expect(answer.body.data.map((offer) => offer.id)).toEqual(own.map((offer) => offer.id));
    expect(answer.body.total).toBe(own.length);
  });

  it('answers 404 for an unknown listing and 400 for an unknown sort', async () => {
    const agent = await signIn('listingAgent');
    expect((await agent.get('/listing/999999/offers')).status).toBe(404);
    const bad = await agent.get(`/listing/${buyerPersonaOffer().listingId}/offers?sortBy=price`);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).errors).toHaveProperty('sortBy');
  });
});

describe('offers.compareList', () => {
  it('gives the chosen offers in the order asked, unpaged', async () => {
    const { offer, listingId } = buyerPersonaOffer();
    const rival = competingOffer(listingId);
    const agent = await signIn('listingAgent');
    const answer = await agent.get<{ data: Offer[] }>(
      `/listing/${listingId}/offers/list?ids[]=${rival.id}&ids[]=${offer.id}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((entry) => entry.id)).toEqual([rival.id, offer.id]);
    const all = await agent.get<{ data: Offer[] }>(`/listing/${listingId}/offers/list`);
    expect(all.body.data).toHaveLength(db.offers.findBy('listingId', listingId).length);
  });

  it('leaves out what buyers.agent may not see, even when asked for by id', async () => {
    const { offer, listingId } = buyerPersonaOffer();
    const rival = competingOffer(listingId);
    const answer = await (
      await signIn('buyersAgent')
    ).get<{ data: Offer[] }>(`/listing/${listingId}/offers/list?ids[]=${rival.id}&ids[]=${offer.id}`);
    expect(answer.body.data.map((entry) => entry.id)).toEqual([offer.id]);
  });

  it('answers 404 for an unknown listing', async () => {
    expect((await (await signIn('listingAgent')).get('/listing/999999/offers/list')).status).toBe(404);
  });
});

describe('offers.versions', () => {
  it('lists the current offer first, then earlier versions newest first', async () => {
    const { offer } = buyerPersonaOffer();
    const stored = db.offerVersions.findBy('offerId', offer.id);
    const answer = await (
      await signIn('buyersAgent')
    ).get<Paginated<Offer>>(`/offers/${offer.id}/versions?perPage=9999`);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(stored.length);
    const times = answer.body.data.map((version) => version.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(answer.body.data.at(-1)).toMatchObject({ versionType: 'initial', versionNumber: 0 });
  });

  it("answers 404 to buyers.agent for a competitor's offer", async () => {
    const agent = await signIn('buyersAgent');
    expect((await agent.get(`/offers/${competingOffer(buyerPersonaOffer().listingId).id}/versions`)).status).toBe(404);
  });
});

describe('offers.logs', () => {
  it('gives the offer log newest first, paged', async () => {
    const { offer } = buyerPersonaOffer();
    const stored = db.logs.findBy('subjectId', offer.id).filter((log) => log.subject === 'offer');
    const agent = await signIn('listingAgent');
    const first = await agent.get<Paginated<LogEntry>>(`/offers/${offer.id}/logs?perPage=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: stored.length, limit: 2, currentPage: 1, nextPage: 2 });
    const all = await agent.get<Paginated<LogEntry>>(`/offers/${offer.id}/logs?perPage=9999`);
    const times = all.body.data.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.body.data.at(-1)?.action).toBe('offer.submitted');
    expect(first.body.data).toEqual(all.body.data.slice(0, 2));
  });

  it("answers 404 to buyers.agent for a competitor's offer", async () => {
    const agent = await signIn('buyersAgent');
    expect((await agent.get(`/offers/${competingOffer(buyerPersonaOffer().listingId).id}/logs`)).status).toBe(404);
  });
});

describe('offers.getDocument', () => {
  it("serves a seeded document with its type and name, and 404 for another offer's document or to a stranger", async () => {
    const document = db.documents.findFirst(
      (row) => db.offers.findById(row.offerId)?.buyersAgentId === personaId('buyersAgent'),
    );
    if (!document) throw new Error('demo has no document on a buyers.agent offer');
    const agent = await signIn('buyersAgent');
    const answer = await agent.jar.fetch(`http://localhost/api/v1/offers/${document.offerId}/documents/${document.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(document.contentType);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${document.fileName}"; filename*=UTF-8''${document.fileName}`,
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await answer.arrayBuffer())).toHaveLength(document.size);

    const other = db.offers.findFirst(
      (offer) => offer.id !== document.offerId && offer.buyersAgentId === personaId('buyersAgent'),
    );
    expect((await agent.get(`/offers/${other?.id}/documents/${document.id}`)).status).toBe(404);
    const stranger = await signIn('limitAgent');
    expect((await stranger.get(`/offers/${document.offerId}/documents/${document.id}`)).status).toBe(404);
  });
});
