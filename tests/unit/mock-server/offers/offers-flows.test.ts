import { describe, expect, it } from 'vitest';
import type { Paginated } from '@contract/schemas/common';
import type { Offer } from '@contract/schemas/offer';
import { approvalListing, pendingListing, personaId, signIn, useDemoMockServer, validTerms } from './support';

useDemoMockServer();

/** How the history table names a column (spec section 2), worked out here from the version fields. */
const columnName = (version: Offer): string =>
  version.versionType === 'initial'
    ? 'Initial Offer'
    : version.versionType === 'counteroffer'
      ? `Counteroffer #${version.versionNumber}`
      : `Offer Edit #${version.versionNumber}`;

describe('submit, counter, edit: the history', () => {
  it('holds three versions, the current one first, with names, sides, submitters and prices in order', async () => {
    const listing = approvalListing();
    const buyersAgent = await signIn('buyersAgent');
    const listingAgent = await signIn('listingAgent');
    const offer = (
      await buyersAgent.postForm<Offer>('/offers', { ...validTerms({ purchasePrice: 600_000 }), listingId: listing.id })
    ).body;
    const counter = await listingAgent.postForm<Offer>(
      `/offers/${offer.id}/counteroffer`,
      validTerms({ purchasePrice: 640_000 }),
    );
    expect(counter.status).toBe(200);
    const edit = await buyersAgent.postForm<Offer>(`/offers/${offer.id}/edit`, validTerms({ purchasePrice: 625_000 }));
    expect(edit.status).toBe(200);

    const history = await listingAgent.get<Paginated<Offer>>(`/offers/${offer.id}/versions?perPage=9999`);
    expect(history.status).toBe(200);
    const versions = history.body.data;
    expect(history.body.total).toBe(3);
    expect(versions.map(columnName)).toEqual(['Offer Edit #1', 'Counteroffer #1', 'Initial Offer']);
    expect(versions.map((version) => version.submittingSide)).toEqual([
      'buyers_agent',
      'sellers_agent',
      'buyers_agent',
    ]);
    expect(versions.map((version) => version.submittedBy?.id)).toEqual([
      personaId('buyersAgent'),
      personaId('listingAgent'),
      personaId('buyersAgent'),
    ]);
    expect(versions.map((version) => version.purchasePrice)).toEqual([625_000, 640_000, 600_000]);
    const times = versions.map((version) => version.createdAt);
    expect(new Set(times).size).toBe(3);
    expect(times).toEqual([...times].sort().reverse());
    // Every column is the same offer; the current one is what offers.get answers.
    expect(new Set(versions.map((version) => version.id))).toEqual(new Set([offer.id]));
    expect((await listingAgent.get<Offer>(`/offers/${offer.id}`)).body).toEqual(versions[0]);
  });
});

describe('documents', () => {
  it('takes two files in a multipart submission and serves each back byte for byte', async () => {
    const agent = await signIn('buyersAgent');
    // A PDF's signature (the mock checks it), then every byte value, so that an encoding slip (UTF-8, base64) cannot go unnoticed.
    const binary = Uint8Array.from([
      ...new TextEncoder().encode('%PDF-1.7\n'),
      ...Array.from({ length: 512 }, (_, index) => (index * 7) % 256),
    ]);
    const files = [
      new File([binary], 'inspection-report.pdf', { type: 'application/pdf' }),
      new File(['Dear sellers, we love your home.'], 'letter.txt', { type: 'text/plain' }),
    ];
    const created = await agent.postForm<Offer>('/offers', {
      ...validTerms(),
      listingId: approvalListing().id,
      documents: files,
    });
    expect(created.status).toBe(201);
    const { documents } = created.body;
    expect(documents.map(({ name, fileName }) => ({ name, fileName }))).toEqual([
      { name: 'inspection-report', fileName: 'inspection-report.pdf' },
      { name: 'letter', fileName: 'letter.txt' },
    ]);
    expect(documents[0]!.downloadUrl).toBe(`/api/v1/offers/${created.body.id}/documents/${documents[0]!.id}`);

    const download = await agent.jar.fetch(`http://localhost${documents[0]!.downloadUrl}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="inspection-report.pdf"; filename*=UTF-8''inspection-report.pdf`,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(binary);
    const letter = await agent.jar.fetch(`http://localhost${documents[1]!.downloadUrl}`);
    expect(await letter.text()).toBe('Dear sellers, we love your home.');

    // The listing agent may download it too; the seller may not until the offer is sent to them.
    expect(
      (await (await signIn('listingAgent')).jar.fetch(`http://localhost${documents[0]!.downloadUrl}`)).status,
    ).toBe(200);
    expect((await (await signIn('seller')).jar.fetch(`http://localhost${documents[0]!.downloadUrl}`)).status).toBe(404);
  });
});

describe('offers only on Active listings', () => {
  it('refuses a pending listing with a sentence naming its status, and stores nothing', async () => {
    const listing = pendingListing();
    const agent = await signIn('buyersAgent');
    const answer = await agent.postForm('/offers', { ...validTerms(), listingId: listing.id });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.text)).toEqual({
      success: false,
      message: 'Offers can only be submitted on active listings; this listing is pending.',
    });
    const list = await (await signIn('listingAgent')).get<Paginated<Offer>>(`/listing/${listing.id}/offers`);
    expect(list.body.data.every((offer) => offer.buyersAgent.id !== personaId('buyersAgent'))).toBe(true);
  });
});
