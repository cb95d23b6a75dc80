import { contract } from '@contract';
import { handlerRouter } from '../../framework/handler-router';
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

/** The offers domain's handlers, keyed like contract.offers. */
export const offersHandlers = handlerRouter(contract.offers, {
  create: createOffer,
  get: getOffer,
  getDocument,
  listForListing: listOffers,
  approve: approveOffer,
  edit: editOffer,
  counter: counterOffer,
  versions: offerVersions,
  compareList: compareOffers,
  requestBest,
  keepBest,
  sendToSellers,
  logs: offerLog,
});
