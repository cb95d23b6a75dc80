import { contract } from '@contract';
import { FinancingTypeSchema } from '@contract/schemas/enums';
import { describe, expect, it } from 'vitest';
import { logEntryExample, offerExample, offerWithDocumentsExample, page } from '../support/examples';
import { answer, envelope, exact, fileAnswer } from '../support/answers';
import { exampleOf, routePath, sessionCookie, stateText, stateValue } from '../support/matchers';
import { multipartRequest, quotedOneOf } from '../support/multipart';
import { apiClient, bodyOf, createPact } from '../support/pact';
import { FIXED_LISTING_ID, given, STATES, VALUES } from '../support/provider-states';

// offers.*: submitting (multipart), the offers tab, the offer page, counters and edits (multipart),
// highest and best, sending to the sellers, the document download.
const pact = createPact();

/** A one-page PDF: Pact checks a document part's content type on its bytes. */
const PDF_TEXT = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n');
const letter = () => new File([PDF_TEXT], 'offer-letter.pdf', { type: 'application/pdf' });

/** The offer form as the app sends it: the terms JSON-encoded, documents as repeated file parts. */
const offerTerms = (overrides: Record<string, unknown> = {}) => ({
  purchasePrice: 815000,
  financingType: 'conventional',
  lenderName: 'Ann Lee',
  lenderCompany: 'First Pacific Lending',
  lenderEmail: 'ann.lee@firstpacificlending.test',
  lenderPhone: '(503) 555-0110',
  hasSellerPaidClosingCosts: false,
  isOfferContingentOnAnotherPropertySale: false,
  isBuyerAppraisalGapCoverage: false,
  isEscalationClause: false,
  hasEarnestMoney: true,
  earnestMoneyAmount: 20000,
  earnestMoneyHeldBy: 'title_escrow_company',
  earnestMoneyType: 'electronic',
  earnestMoneyDepositedUpon: 'acceptance',
  isHomeWarranty: false,
  closingDate: '2026-04-15',
  possessionDate: '2026-04-16',
  inspections: [{ type: 'general', days: 7, paidBy: 'buyer', isEnabled: true }],
  isHighestAndBestOffer: null,
  buyersAgentNote: 'Pre-approved, flexible on the closing date.',
  buyers: ['Ann Lee'],
  documents: [letter()],
  ...overrides,
});

const OFFER_FORM_RULES = { financingType: quotedOneOf(FinancingTypeSchema.options, 'conventional') };

/** A fresh version of the offer (an edit or a counter) as the client reads it. */
const versionOf = (type: 'edit' | 'counteroffer') => ({
  ...offerWithDocumentsExample,
  versionType: type,
  financingType: 'conventional',
  purchasePrice: 835000,
});

describe('offers: submitting and changing (multipart)', () => {
  it('offers.create: a buyers agent submits an offer with a document', async () => {
    // Pact injects no value into a multipart body: the listing's id is fixed, and its state makes it exist.
    const request = await multipartRequest(offerTerms({ listingId: FIXED_LISTING_ID }), OFFER_FORM_RULES);
    await given(pact.addInteraction(), STATES.buyersAgent, STATES.listingUnderFixedId)
      .uponReceiving('a new offer with a document (multipart)')
      .withRequest('POST', routePath(contract.offers.create), (builder) => {
        builder.headers(sessionCookie());
        request.apply(builder);
      })
      .willRespondWith(
        ...answer(
          contract.offers.create,
          201,
          envelope({
            ...offerWithDocumentsExample,
            versionType: 'initial',
            versionNumber: 0,
            financingType: 'conventional',
            purchasePrice: 815000,
          }),
        ),
      )
      .executeTest(async (server) => {
        const offer = bodyOf<{ id: number; documents: unknown[] }>(
          await apiClient(server, { signedIn: true }).offers.create({ body: request.body as never }),
        );
        expect(offer.documents.length).toBeGreaterThan(0);
      });
  });

  it('offers.edit: the buyers agent edits the offer (a new version)', async () => {
    const request = await multipartRequest(offerTerms({ purchasePrice: 835000 }), OFFER_FORM_RULES);
    await given(pact.addInteraction(), STATES.buyersAgent, STATES.listingWithOffers)
      .uponReceiving('an edit of an offer with a new document (multipart)')
      .withRequest('POST', routePath(contract.offers.edit, { offerId: VALUES.offerId }), (builder) => {
        builder.headers(sessionCookie());
        request.apply(builder);
      })
      .willRespondWith(...answer(contract.offers.edit, 200, envelope(versionOf('edit'))))
      .executeTest(async (server) => {
        const offer = bodyOf<{ versionType: string }>(
          await apiClient(server, { signedIn: true }).offers.edit({
            params: { offerId: exampleOf(VALUES.offerId) },
            body: request.body as never,
          }),
        );
        expect(offer.versionType).toBe('edit');
      });
  });

  it('offers.counter: the listing agent counters the offer (a new version)', async () => {
    const request = await multipartRequest(
      offerTerms({ purchasePrice: 835000, note: 'Counter at the asking price', documents: undefined }),
      OFFER_FORM_RULES,
    );
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('a counteroffer (multipart)')
      .withRequest('POST', routePath(contract.offers.counter, { offerId: VALUES.offerId }), (builder) => {
        builder.headers(sessionCookie());
        request.apply(builder);
      })
      .willRespondWith(...answer(contract.offers.counter, 200, envelope(versionOf('counteroffer'))))
      .executeTest(async (server) => {
        const offer = bodyOf<{ versionType: string }>(
          await apiClient(server, { signedIn: true }).offers.counter({
            params: { offerId: exampleOf(VALUES.offerId) },
            body: request.body as never,
          }),
        );
        expect(offer.versionType).toBe('counteroffer');
      });
  });
});

describe('offers: reading', () => {
  it('offers.listForListing: the offers tab, sorted and paged', async () => {
    const query = { sortBy: 'purchasePrice' as const, sortDirection: 'desc' as const, page: 1, perPage: 10 };
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('a request for the offers on a listing, highest price first')
      .withRequest('GET', routePath(contract.offers.listForListing, { listingId: VALUES.listingId }), (builder) =>
        builder
          .headers(sessionCookie())
          .query({ sortBy: 'purchasePrice', sortDirection: 'desc', page: '1', perPage: '10' }),
      )
      .willRespondWith(...answer(contract.offers.listForListing, 200, envelope(page(offerExample, 3))))
      .executeTest(async (server) => {
        const offers = bodyOf<{ data: unknown[] }>(
          await apiClient(server, { signedIn: true }).offers.listForListing({
            params: { listingId: exampleOf(VALUES.listingId) },
            query,
          }),
        );
        expect(offers.data.length).toBeGreaterThan(0);
      });
  });

  it('offers.get: the current version of an offer', async () => {
    await given(pact.addInteraction(), STATES.buyersAgent, STATES.listingWithOffers)
      .uponReceiving('a request for an offer')
      .withRequest('GET', routePath(contract.offers.get, { offerId: VALUES.offerId }), (builder) =>
        builder.headers(sessionCookie()),
      )
      .willRespondWith(...answer(contract.offers.get, 200, envelope(offerWithDocumentsExample)))
      .executeTest(async (server) => {
        const offer = bodyOf<{ documents: { downloadUrl: string }[] }>(
          await apiClient(server, { signedIn: true }).offers.get({ params: { offerId: exampleOf(VALUES.offerId) } }),
        );
        expect(offer.documents[0]?.downloadUrl).toEqual(expect.any(String));
      });
  });

  it('offers.getDocument: downloads a document, the file itself', async () => {
    await given(pact.addInteraction(), STATES.buyersAgent, STATES.listingWithOffers)
      .uponReceiving('a download of an offer document')
      .withRequest(
        'GET',
        routePath(contract.offers.getDocument, { offerId: VALUES.offerId, documentId: VALUES.documentId }),
        (builder) => builder.headers(sessionCookie()),
      )
      .willRespondWith(
        ...fileAnswer(
          contract.offers.getDocument,
          200,
          { contentType: 'application/pdf', bytes: Buffer.from(PDF_TEXT) },
          { 'Content-Disposition': 'attachment; filename="pre-approval-letter.pdf"' },
        ),
      )
      .executeTest(async (server) => {
        const response = await apiClient(server, { signedIn: true }).offers.getDocument({
          params: { offerId: exampleOf(VALUES.offerId), documentId: exampleOf(VALUES.documentId) },
        });
        expect(response.status).toBe(200);
        expect(response.body).toBeInstanceOf(Blob);
        expect((response.body as Blob).type).toBe('application/pdf');
      });
  });

  it('offers.versions: every version, the current one first', async () => {
    await given(pact.addInteraction(), STATES.buyersAgent, STATES.listingWithOffers)
      .uponReceiving('a request for the versions of an offer')
      .withRequest('GET', routePath(contract.offers.versions, { offerId: VALUES.offerId }), (builder) =>
        builder.headers(sessionCookie()).query({ perPage: '9999' }),
      )
      .willRespondWith(...answer(contract.offers.versions, 200, envelope(page(offerExample, 2))))
      .executeTest(async (server) => {
        const versions = bodyOf<{ data: unknown[] }>(
          await apiClient(server, { signedIn: true }).offers.versions({
            params: { offerId: exampleOf(VALUES.offerId) },
            query: { perPage: 9999 },
          }),
        );
        expect(versions.data.length).toBeGreaterThan(0);
      });
  });

  it('offers.compareList: the chosen offers side by side (ids[])', async () => {
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('a request to compare chosen offers')
      .withRequest('GET', routePath(contract.offers.compareList, { listingId: VALUES.listingId }), (builder) =>
        builder.headers(sessionCookie()).query({ 'ids[]': stateText(VALUES.offerId) }),
      )
      .willRespondWith(...answer(contract.offers.compareList, 200, envelope({ data: [offerExample] })))
      .executeTest(async (server) => {
        const offers = bodyOf<{ data: unknown[] }>(
          await apiClient(server, { signedIn: true }).offers.compareList({
            params: { listingId: exampleOf(VALUES.listingId) },
            query: { ids: [exampleOf(VALUES.offerId)] },
          }),
        );
        expect(offers.data.length).toBe(1);
      });
  });

  it('offers.logs: the offer’s log, newest first', async () => {
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('a request for the log of an offer')
      .withRequest('GET', routePath(contract.offers.logs, { offerId: VALUES.offerId }), (builder) =>
        builder.headers(sessionCookie()).query({ page: '1', perPage: '10' }),
      )
      .willRespondWith(...answer(contract.offers.logs, 200, envelope(page(logEntryExample))))
      .executeTest(async (server) => {
        const logs = bodyOf<{ data: unknown[] }>(
          await apiClient(server, { signedIn: true }).offers.logs({
            params: { offerId: exampleOf(VALUES.offerId) },
            query: { page: 1, perPage: 10 },
          }),
        );
        expect(logs.data.length).toBeGreaterThan(0);
      });
  });
});

describe('offers: acting on offers', () => {
  it('offers.approve: the listing agent approves an offer for the sellers', async () => {
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('an approval of an offer')
      .withRequest('POST', routePath(contract.offers.approve, { offerId: VALUES.offerId }), (builder) =>
        builder.headers(sessionCookie()),
      )
      .willRespondWith(
        ...answer(contract.offers.approve, 200, envelope({ ...offerExample, approvedToSendToSeller: exact(true) })),
      )
      .executeTest(async (server) => {
        const offer = bodyOf<{ approvedToSendToSeller: boolean }>(
          await apiClient(server, { signedIn: true }).offers.approve({
            params: { offerId: exampleOf(VALUES.offerId) },
          }),
        );
        expect(typeof offer.approvedToSendToSeller).toBe('boolean');
      });
  });

  it('offers.sendToSellers: sends chosen offers to the sellers', async () => {
    const ids = [exampleOf(VALUES.offerId)];
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('offers sent to the sellers')
      .withRequest('POST', routePath(contract.offers.sendToSellers, { offerId: VALUES.offerId }), (builder) =>
        builder.headers(sessionCookie()).jsonBody({ ids: [stateValue(VALUES.offerId)] }),
      )
      .willRespondWith(...answer(contract.offers.sendToSellers, 200, envelope({ sent: 1 })))
      .executeTest(async (server) => {
        const result = bodyOf<{ sent: number }>(
          await apiClient(server, { signedIn: true }).offers.sendToSellers({
            params: { offerId: exampleOf(VALUES.offerId) },
            body: { ids },
          }),
        );
        expect(result.sent).toEqual(expect.any(Number));
      });
  });

  it('offers.requestBest: the listing agent asks for highest and best', async () => {
    const body = {
      listingId: exampleOf(VALUES.listingId),
      offerIds: [exampleOf(VALUES.offerId)],
      message: 'Best and final by Friday, 5 PM.',
    };
    await given(pact.addInteraction(), STATES.listingAgent, STATES.listingWithOffers)
      .uponReceiving('a request for highest and best offers')
      .withRequest('POST', routePath(contract.offers.requestBest), (builder) =>
        builder.headers(sessionCookie()).jsonBody({
          ...body,
          listingId: stateValue(VALUES.listingId),
          offerIds: [stateValue(VALUES.offerId)],
        }),
      )
      .willRespondWith(...answer(contract.offers.requestBest, 200, envelope({ requested: 1 })))
      .executeTest(async (server) => {
        const result = bodyOf<{ requested: number }>(
          await apiClient(server, { signedIn: true }).offers.requestBest({ body }),
        );
        expect(result.requested).toEqual(expect.any(Number));
      });
  });

  it('offers.keepBest: the buyers agent keeps the offer as their highest and best', async () => {
    const body = { offerToken: exampleOf(VALUES.offerToken) };
    await given(pact.addInteraction(), STATES.buyersAgent, STATES.bestOfferRequested)
      .uponReceiving('an offer kept as highest and best')
      .withRequest('POST', routePath(contract.offers.keepBest), (builder) =>
        builder.headers(sessionCookie()).jsonBody({ offerToken: stateValue(VALUES.offerToken) }),
      )
      .willRespondWith(
        ...answer(contract.offers.keepBest, 200, envelope({ ...offerExample, isHighestAndBestOffer: exact(true) })),
      )
      .executeTest(async (server) => {
        const offer = bodyOf<{ isHighestAndBestOffer: boolean }>(
          await apiClient(server, { signedIn: true }).offers.keepBest({ body }),
        );
        expect(offer.isHighestAndBestOffer).toBe(true);
      });
  });
});
