import type { HttpHandler } from 'msw';
import { approveOffer } from './approve-offer';
import { compareOffers } from './compare-offers';
import { counterOffer } from './counter-offer';
import { createOffer } from './create-offer';
import { editOffer } from './edit-offer';
import { getDocument } from './get-document';
import { getOffer } from './get-offer';
import { keepBest } from './keep-best';
import { listOffers } from './list-offers';
import { offerLog } from './offer-log';
import { offerVersions } from './offer-versions';
import { requestBest } from './request-best';
import { sendToSellers } from './send-to-sellers';

/** The offers domain's handlers, one per route of contract.offers. */
export const offersHandlers: readonly HttpHandler[] = [
  createOffer,
  getOffer,
  getDocument,
  listOffers,
  approveOffer,
  editOffer,
  counterOffer,
  offerVersions,
  compareOffers,
  requestBest,
  keepBest,
  sendToSellers,
  offerLog,
];
