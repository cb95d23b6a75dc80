import { getResponse } from 'msw';
import { db } from '@mock/db/database';
import { seedScenario } from '@mock/db/seed';
import { snapshot } from '@mock/db/snapshot';
import { serverHandlers } from '@mock/handlers/server-handlers';
import { offerListingId, offerTerms as terms, signedIn, type Send } from '../offer-writes';

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

const ORIGIN = 'http://localhost';

export const benchMemory = async (writes: number): Promise<MemoryFigures> => {
  const handlers = [...serverHandlers];
  const send: Send = async (request) => (await getResponse(handlers, request))!;
  await seedScenario('empty-account', 1);
  const empty = collectedHeap();
  await seedScenario('large-account', 1);
  const largeAccountMb = (collectedHeap() - empty) / MB;

  await seedScenario('demo', 1);
  const listingId = offerListingId({ listings: db.listings.all(), listingUsers: db.listingUsers.all() });
  const buyersAgent = await signedIn(send, ORIGIN, 'buyersAgent');
  const listingAgent = await signedIn(send, ORIGIN, 'listingAgent');
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
