import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { REVISION_OPTIONS, writeRevision } from './revision';

/** A listing agent of the listing counters: a new version of type counteroffer (Counteroffer #n), from the sellers' side. */
export const counterOffer = defineHandler(
  contract.offers.counter,
  (ctx) => writeRevision(ctx, 'counteroffer'),
  REVISION_OPTIONS,
);
