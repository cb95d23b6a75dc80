import { REFUSALS } from '@contract/rules/refusals';
import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { badRequest, fieldError, orNotFound } from '../../lib/errors';
import { isActiveStatus } from '../../policies/listing-access';
import { utcDateOf } from '../../policies/listing-activation';
import { requireListingRoom, requireVerified } from '../../policies/listing-create';
import { requireAccountMember } from '../../policies/session';
import { presentListing } from '../../presenters/listing';
import { checkListingPhoto } from '../../policies/uploads';
import { activateIfDue } from '../../domain/listings/activation';
import { logListing } from '../../lib/logs';
import { LISTING_LOG_MESSAGES } from '../../domain/listings/log-messages';
import { addParty, planPartyList } from '../../domain/listings/parties';
import { storedPhotoOf } from '../../domain/listings/photo';
import { resolveReferences } from '../../domain/listings/references';
import { isSlugTaken, slugForAddress } from '../../domain/listings/slug';

/**
 * Creates a listing (multipart; the contract has already required a PNG or
 * JPEG photo, and the pipeline has checked its bytes: policies/uploads.ts). An agent in an account, verified (403 with challenges), within
 * the plan's limit (403). Everything the form names is checked before
 * anything is written, so a 400 leaves no half-made listing behind. Then: the
 * listing with its template copies and the photo as a data URL, +1 on the
 * account's listingCount, the creator and co-listing agents
 * as listing agents, the sellers (unknown e-mails invited), the log. An
 * incoming listing whose active date has already come is active at once.
 */
export const createListing = defineHandler(
  contract.listings.create,
  async (ctx) => {
    const { body, db, clock } = ctx;
    const user = requireAccountMember(ctx);
    requireVerified(user);
    const account = orNotFound(db.accounts.findById(user.accountId), 'Account not found');
    requireListingRoom(account);

    const { fields: references, errors } = resolveReferences(ctx, body, { accountIds: [user.accountId] });
    if (body.slug && isSlugTaken(ctx, body.slug)) errors.slug = REFUSALS.slugTaken;
    const coAgents = planPartyList(
      ctx,
      { inputs: body.listingAgents, role: 'listing-agent', field: 'listingAgents', except: [user.email] },
      errors,
    );
    const sellers = planPartyList(ctx, { inputs: body.sellers, role: 'seller', field: 'sellers' }, errors);
    if (Object.keys(errors).length > 0) throw badRequest(errors);

    const now = clock.now();
    const propertyImage = await storedPhotoOf(body.propertyImage);
    const listing = await db.listings.insert(() => {
      // Inside the write's turn: no other request can take the slug between this check and the insert.
      if (body.slug && isSlugTaken(ctx, body.slug)) throw fieldError('slug', REFUSALS.slugTaken);
      return {
        slug: body.slug ?? slugForAddress(ctx, body),
        accountId: user.accountId,
        createdById: user.id,
        status: body.status,
        isActive: isActiveStatus(body.status),
        createdAt: now,
        activeDate: body.activeDate ?? null,
        addressLine1: body.addressLine1,
        addressLine2: body.addressLine2 || null,
        city: body.city,
        state: body.state,
        zipCode: body.zipCode,
        countyId: references.countyId ?? null,
        propertyImage,
        agentCommission: references.agentCommission ?? null,
        listingAgentCustomCommission: body.listingAgentCustomCommission ?? null,
        buyerBrokerCommissions: references.buyerBrokerCommissions ?? [],
        titleFeeTemplate: references.titleFeeTemplate ?? null,
        subtractFromMortage: body.subtractFromMortage ?? null,
      };
    });
    await db.accounts.update(account.id, (row) => ({ listingCount: row.listingCount + 1 }));

    const listingId = listing.id;
    await logListing(db, {
      listingId,
      at: now,
      action: 'listing.created',
      message: LISTING_LOG_MESSAGES.created(user),
      actor: user,
    });
    await db.listingUsers.insert({
      listingId,
      userId: user.id,
      role: 'listing-agent',
      automaticallyNotify: false,
      createdAt: now,
    });
    for (const plan of [...coAgents, ...sellers]) await addParty(ctx, { plan, listingId, actor: user });

    const current = await activateIfDue(ctx, listing, { today: utcDateOf(clock.nowMs()), at: now });
    return { status: 201, body: presentListing(db, current, user) };
  },
  { checkBody: checkListingPhoto },
);
