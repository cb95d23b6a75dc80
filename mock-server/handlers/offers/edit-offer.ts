import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { REVISION_OPTIONS, writeRevision } from './revision';

/**
 * The offer's buyers' agent changes it: a new version of type edit (Offer
 * Edit #n), which goes through the sellers' approval again
 * (domain/offers/revise-offer.ts).
 */
export const editOffer = defineHandler(contract.offers.edit, (ctx) => writeRevision(ctx, 'edit'), REVISION_OPTIONS);
