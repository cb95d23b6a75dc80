import type { ListingStatus, UserType } from '@contract/schemas/enums';
import type { Listing } from '@contract/schemas/listing';
import { isSellerSideViewer, viewerRolesOn } from '@/lib/listing-viewer';

/*
 * Who may fill in which offer form, and why not: offers only on
 * Active listings; buyers' agents submit and edit their own offers; listing agents counter.
 * The sentences are the API's own refusals (mock-server/policies/offer-rules.ts), so the
 * form says beforehand what the server would answer.
 */

export type OfferFormMode = 'submit' | 'counteroffer' | 'edit';

export type OfferFormAccess = { isAllowed: true } | { isAllowed: false; title: string; message: string };

type ListingFacts = Pick<Listing, 'status' | 'isActive' | 'usersToListing'>;
type Viewer = { id: number; userType: UserType } | null;

const STATUS_NAMES: Record<ListingStatus, string> = {
  incoming: 'Incoming',
  active: 'Active',
  pending: 'Pending',
  sold: 'Sold',
  archived: 'Archived',
};

/** The listing form's own help text. */
const ACTIVE_ONLY_HELP = "Buyers' agents can only submit offers on Active properties.";
const CLOSED_TITLE = 'This listing takes no offers';
const NOT_ALLOWED_TITLE = 'You cannot use this form';
const ONLY_AGENTS_SUBMIT = "Only buyers' agents can submit offers";
const SELLER_SIDE_CANNOT_SUBMIT = 'You represent the seller on this listing and cannot submit an offer on it';
const ONLY_LISTING_AGENT_COUNTERS = 'Only a listing agent of this listing can counter an offer';
const ONLY_BUYERS_AGENT_EDITS = "Only the offer's buyers' agent can edit it";

const ACTION: Record<OfferFormMode, string> = {
  submit: 'submitted',
  counteroffer: 'countered',
  edit: 'edited',
};

/** Why a listing takes no offers, or null when it is Active (and not read-only). */
const closedReason = (listing: Pick<ListingFacts, 'status' | 'isActive'>, mode: OfferFormMode): string | null => {
  if (listing.status === 'active' && listing.isActive) return null;
  const state = listing.isActive
    ? `This listing is ${STATUS_NAMES[listing.status]}.`
    : `This listing is ${STATUS_NAMES[listing.status]} and read-only.`;
  return mode === 'submit'
    ? `${ACTIVE_ONLY_HELP} ${state}`
    : `Offers can only be ${ACTION[mode]} on Active listings. ${state}`;
};

const denied = (title: string, message: string): OfferFormAccess => ({ isAllowed: false, title, message });

/**
 * Whether `viewer` may use the form. A signed-out visitor may fill in a new offer (they
 * are asked to sign in before it is sent); `offerBuyersAgentId` is the offer's buyers'
 * agent, for an edit.
 */
export const offerFormAccess = (
  mode: OfferFormMode,
  listing: ListingFacts,
  viewer: Viewer,
  offerBuyersAgentId?: number,
): OfferFormAccess => {
  const closed = closedReason(listing, mode);
  if (closed) return denied(CLOSED_TITLE, closed);
  if (mode === 'submit') {
    if (viewer === null) return { isAllowed: true };
    if (viewer.userType !== 'rea') return denied(NOT_ALLOWED_TITLE, ONLY_AGENTS_SUBMIT);
    if (isSellerSideViewer(listing, viewer.id)) return denied(NOT_ALLOWED_TITLE, SELLER_SIDE_CANNOT_SUBMIT);
    return { isAllowed: true };
  }
  if (mode === 'counteroffer') {
    return viewer && viewerRolesOn(listing, viewer.id).includes('listing-agent')
      ? { isAllowed: true }
      : denied(NOT_ALLOWED_TITLE, ONLY_LISTING_AGENT_COUNTERS);
  }
  return viewer && viewer.id === offerBuyersAgentId
    ? { isAllowed: true }
    : denied(NOT_ALLOWED_TITLE, ONLY_BUYERS_AGENT_EDITS);
};

/**
 * The buyer broker commission: the buying agent chooses one of the
 * listing's structures and may modify it; a listing agent countering may choose another of
 * them, as it stands. The listing's own commission is never part of an offer.
 */
export type CommissionChoice = 'choose-and-modify' | 'choose';

export const commissionChoiceFor = (mode: OfferFormMode): CommissionChoice =>
  mode === 'counteroffer' ? 'choose' : 'choose-and-modify';
