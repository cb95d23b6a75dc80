import type { Listing } from '@contract/schemas/listing';
import { describe, expect, it } from 'vitest';
import { commissionChoiceFor, offerFormAccess } from '@/features/offers/lib/offer-form/offer-form-access';

type Parties = Listing['usersToListing'];
const party = (role: Parties[number]['role'], id: number): Parties[number] => ({
  role,
  user: { id, fullName: `User ${id}` },
  automaticallyNotify: true,
});
const listing = (status: Listing['status'], isActive = true) => ({
  status,
  isActive,
  usersToListing: [party('listing-agent', 1), party('seller', 2), party('buyers_agent', 3)],
});
const agent = (id: number) => ({ id, userType: 'rea' as const });

describe('who may use which offer form', () => {
  it('lets anyone open a new offer on an Active listing but a consumer or the seller side', () => {
    expect(offerFormAccess('submit', listing('active'), null)).toEqual({ isAllowed: true });
    expect(offerFormAccess('submit', listing('active'), agent(9))).toEqual({ isAllowed: true });
    expect(offerFormAccess('submit', listing('active'), { id: 5, userType: 'consumer' })).toMatchObject({
      isAllowed: false,
      message: "Only buyers' agents can submit offers",
    });
    expect(offerFormAccess('submit', listing('active'), agent(1))).toMatchObject({
      message: 'You represent the seller on this listing and cannot submit an offer on it',
    });
  });

  it('says why a listing that is not Active takes no offer, counter or edit', () => {
    expect(offerFormAccess('submit', listing('pending'), null)).toEqual({
      isAllowed: false,
      title: 'This listing takes no offers',
      message: "Buyers' agents can only submit offers on Active properties. This listing is Pending.",
    });
    expect(offerFormAccess('counteroffer', listing('sold', false), agent(1))).toMatchObject({
      message: 'Offers can only be countered on Active listings. This listing is Sold and read-only.',
    });
    expect(offerFormAccess('edit', listing('incoming'), agent(3), 3)).toMatchObject({
      message: 'Offers can only be edited on Active listings. This listing is Incoming.',
    });
  });

  it('lets listing agents counter and only the offer’s buyers’ agent edit', () => {
    expect(offerFormAccess('counteroffer', listing('active'), agent(1))).toEqual({ isAllowed: true });
    expect(offerFormAccess('counteroffer', listing('active'), agent(3))).toMatchObject({ isAllowed: false });
    expect(offerFormAccess('edit', listing('active'), agent(3), 3)).toEqual({ isAllowed: true });
    expect(offerFormAccess('edit', listing('active'), agent(3), 8)).toMatchObject({
      message: "Only the offer's buyers' agent can edit it",
    });
  });

  it('lets the buying agent modify the commission structure, the countering listing agent only choose', () => {
    expect(commissionChoiceFor('submit')).toBe('choose-and-modify');
    expect(commissionChoiceFor('edit')).toBe('choose-and-modify');
    expect(commissionChoiceFor('counteroffer')).toBe('choose');
  });
});
