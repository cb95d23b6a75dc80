import { getResponse, type HttpHandler } from 'msw';
import { encodeMultipart } from '@contract/multipart';
import { PERSONAS, type PersonaKey } from '@fixtures/personas';
import { db } from '@mock/db/database';
import { seedScenario } from '@mock/db/seed';
import { snapshot } from '@mock/db/snapshot';
import { serverHandlers } from '@mock/handlers/server-handlers';
import { loginRequest, sessionCookieOf } from './sessions';
import { plainOfferTerms } from '@fixtures/plain-offer-terms';

/*
 * What the mock's memory holds, measured with a collected heap (node
 * --expose-gc, as npm run bench:mock runs): a loaded large-account database,
 * and what 1,000 offer writes retain (an offer by the buyers' agent and the
 * listing agent's counteroffer to it) beside the data those writes add (the
 * growth of the snapshot's JSON: the rows themselves).
 */

export type MemoryFigures = {
  /** Heap of the loaded large-account database: after seeding minus before, MB. */
  largeAccountMb: number;
  writes: number;
  /** Heap retained per 1,000 writes, MB. */
  heapPerThousandMb: number;
  /** The data those writes add (JSON of the new rows), per 1,000 writes, MB. */
  dataPerThousandMb: number;
  ratio: number;
};

const MB = 1_000_000;

const collectedHeap = (): number => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Run with --expose-gc (npm run bench:mock does)');
  for (let round = 0; round < 3; round += 1) gc();
  return process.memoryUsage().heapUsed;
};

const dataBytes = (): number => JSON.stringify(snapshot().collections).length;

const terms = (purchasePrice: number) =>
  plainOfferTerms({ purchasePrice, note: 'Bench offer', buyers: ['Bench Buyer'] });

const ORIGIN = 'http://localhost';

const signedIn = async (handlers: HttpHandler[], persona: PersonaKey) => {
  const cookie = sessionCookieOf((await getResponse(handlers, loginRequest(ORIGIN, persona)))!);
  return async (path: string, body: Record<string, unknown>): Promise<{ id: number }> => {
    const request = new Request(`${ORIGIN}/api/v1${path}`, {
      method: 'POST',
      headers: { cookie },
      body: encodeMultipart(body),
    });
    const response = (await getResponse(handlers, request))!;
    const text = await response.text();
    if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 300)}`);
    return (JSON.parse(text) as { body: { id: number } }).body;
  };
};

/** An active listing of listing.agent's on which the buyers' agent is no party: where offers go. */
const offerListingId = (): number => {
  const mine = (persona: PersonaKey) =>
    new Set(db.listingUsers.findBy('userId', PERSONAS[persona].id).map((party) => party.listingId));
  const [agent, buyers] = [mine('listingAgent'), mine('buyersAgent')];
  const listing = db.listings.findFirst(
    (row) => row.status === 'active' && row.isActive && agent.has(row.id) && !buyers.has(row.id),
  );
  if (!listing) throw new Error('demo has no active listing of listing.agent without the buyers agent');
  return listing.id;
};

export const benchMemory = async (writes: number): Promise<MemoryFigures> => {
  const handlers = [...serverHandlers];
  await seedScenario('empty-account', 1);
  const empty = collectedHeap();
  await seedScenario('large-account', 1);
  const largeAccountMb = (collectedHeap() - empty) / MB;

  await seedScenario('demo', 1);
  const listingId = offerListingId();
  const buyersAgent = await signedIn(handlers, 'buyersAgent');
  const listingAgent = await signedIn(handlers, 'listingAgent');
  const write = async (index: number) => {
    const offer = await buyersAgent('/offers', { ...terms(600_000 + index), listingId });
    await listingAgent(`/offers/${offer.id}/counteroffer`, terms(640_000 + index));
  };
  // Warm: the JIT, the first-use caches, the first rows of each table.
  for (let index = 0; index < 50; index += 1) await write(index);
  const [heapBefore, dataBefore] = [collectedHeap(), dataBytes()];
  for (let index = 0; index < writes; index += 1) await write(index);
  const [heapAfter, dataAfter] = [collectedHeap(), dataBytes()];
  const perThousand = (bytes: number) => (bytes / MB) * (1000 / writes);
  const heapPerThousandMb = perThousand(heapAfter - heapBefore);
  const dataPerThousandMb = perThousand(dataAfter - dataBefore);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    largeAccountMb: round(largeAccountMb),
    writes,
    heapPerThousandMb: round(heapPerThousandMb),
    dataPerThousandMb: round(dataPerThousandMb),
    ratio: round(heapPerThousandMb / dataPerThousandMb),
  };
};
