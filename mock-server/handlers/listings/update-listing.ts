import { REFUSALS } from '@contract/rules/refusals';
import { contract } from '@contract';
import type { ListingRecord } from '@fixtures/model';
import type { Database } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import { defineHandler } from '../../framework/define-handler';
import { badRequest } from '../../lib/errors';
import { findListing, isActiveStatus, requireListingEditor } from '../../policies/listing-access';
import { utcDateOf } from '../../policies/listing-activation';
import { rolesOnListing } from '../../policies/listing-roles';
import { requireUser } from '../../policies/session';
import { presentListing } from '../../presenters/listing';
import { checkListingPhoto } from '../../policies/uploads';
import { activateIfDue } from '../../domain/listings/activation';
import { logListing } from '../../lib/logs';
import { LISTING_LOG_MESSAGES } from '../../domain/listings/log-messages';
import { planPartyList } from '../../domain/listings/parties';
import { storedPhotoOf } from '../../domain/listings/photo';
import { resolveReferences } from '../../domain/listings/references';
import { sameValue } from '../../lib/same-value';
import { isSlugTaken } from '../../domain/listings/slug';
import { syncParties } from '../../domain/listings/sync-parties';

type ListingPatch = Partial<Omit<ListingRecord, 'id'>>;

/** The 412 of a stale If-Match: the caller's copy of the listing is not the current one. */
const LISTING_CHANGED = 'The listing has changed since you loaded it. Reload it and try again.';

/**
 * The form's `listingAgents` are the co-listing agents "besides the creator"
 * (the contract's words), so the creator, while still a listing agent, and
 * the editing agent stay whatever the list says: only
 * DELETE /listing/{id}/users/{userId} takes them off.
 */
const stayingAgentEmails = (db: Database, listing: Row<'listings'>, editor: Row<'users'>): string[] => {
  const creator = db.users.findById(listing.createdById);
  const creatorStays = creator && rolesOnListing(db, listing.id, creator).includes('listing-agent');
  return creatorStays ? [editor.email, creator.email] : [editor.email];
};

/** Fields whose change is logged as listing.updated (status changes have their own entry). */
const TRACKED_FIELDS = [
  'slug',
  'activeDate',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'countyId',
  'propertyImage',
  'agentCommission',
  'listingAgentCustomCommission',
  'buyerBrokerCommissions',
  'titleFeeTemplate',
  'subtractFromMortage',
] as const satisfies readonly (keyof ListingPatch)[];

/**
 * Saves the listing form: a listing agent of the listing, while it is active
 * (an inactive listing is read-only: 403). The form is the whole listing:
 * absent optional fields keep their value, null clears them; the photo is
 * optional (absent: keep it); the slug stays unless a new free one is given,
 * so links keep working after an address fix. Sellers and co-listing agents
 * are made to match the form (domain/listings/sync-parties.ts); the creator and the
 * editing agent stay. Sold and archived listings become read-only. Logs a
 * status change as listing.status_changed and any other change as
 * listing.updated; an unchanged form logs nothing. With If-Match, only when
 * the caller's ETag is the listing's current one (412 otherwise).
 */
export const updateListing = defineHandler(
  contract.listings.update,
  async (ctx) => {
    const { body, db, clock, params } = ctx;
    const user = requireUser(ctx);
    const listing = findListing(db, params.id);
    requireListingEditor(db, listing, user);

    const { fields: references, errors } = resolveReferences(ctx, body, {
      accountIds: [listing.accountId, user.accountId],
      current: listing,
    });
    if (body.slug && isSlugTaken(ctx, body.slug, listing.id)) errors.slug = REFUSALS.slugTaken;
    const staying = stayingAgentEmails(db, listing, user);
    const coAgents = planPartyList(
      ctx,
      { inputs: body.listingAgents, role: 'listing-agent', field: 'listingAgents', except: staying },
      errors,
    );
    const sellers = planPartyList(ctx, { inputs: body.sellers, role: 'seller', field: 'sellers' }, errors);
    if (Object.keys(errors).length > 0) throw badRequest(errors);

    const keepIfAbsent = <K extends keyof ListingRecord>(
      value: ListingRecord[K] | undefined,
      key: K,
    ): ListingRecord[K] => (value === undefined ? listing[key] : value);
    const patch: ListingPatch = {
      ...references,
      slug: body.slug ?? listing.slug,
      status: body.status,
      isActive: isActiveStatus(body.status),
      activeDate: keepIfAbsent(body.activeDate, 'activeDate'),
      addressLine1: body.addressLine1,
      addressLine2: body.addressLine2 === undefined ? listing.addressLine2 : body.addressLine2 || null,
      city: body.city,
      state: body.state,
      zipCode: body.zipCode,
      propertyImage: body.propertyImage ? await storedPhotoOf(body.propertyImage) : listing.propertyImage,
      listingAgentCustomCommission: keepIfAbsent(body.listingAgentCustomCommission, 'listingAgentCustomCommission'),
      subtractFromMortage: keepIfAbsent(body.subtractFromMortage, 'subtractFromMortage'),
    };
    const fieldsChanged = TRACKED_FIELDS.some((field) => field in patch && !sameValue(patch[field], listing[field]));
    const updated = await db.listings.update(listing.id, patch);

    const listingId = listing.id;
    const sellerSync = await syncParties(ctx, {
      listingId,
      actor: user,
      sync: { plans: sellers, role: 'seller' },
    });
    await syncParties(ctx, {
      listingId,
      actor: user,
      sync: { plans: coAgents, role: 'listing-agent', keep: staying },
    });

    const at = clock.now();
    if (listing.status !== body.status) {
      const message = LISTING_LOG_MESSAGES.statusChanged(user, listing.status, body.status);
      await logListing(db, { listingId, at, action: 'listing.status_changed', message, actor: user });
    }
    if (fieldsChanged || sellerSync.flagsChanged > 0) {
      await logListing(db, {
        listingId,
        at,
        action: 'listing.updated',
        message: LISTING_LOG_MESSAGES.updated(user),
        actor: user,
      });
    }
    const current = await activateIfDue(ctx, updated, { today: utcDateOf(clock.nowMs()), at });
    return { status: 200, body: presentListing(db, current, user) };
  },
  {
    checkBody: checkListingPhoto,
    precondition: {
      current: (ctx) => ({
        route: contract.listings.get,
        body: presentListing(ctx.db, findListing(ctx.db, ctx.params.id), ctx.user),
      }),
      message: LISTING_CHANGED,
    },
  },
);
