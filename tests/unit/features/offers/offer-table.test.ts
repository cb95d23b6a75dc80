import { describe, expect, it } from 'vitest';
import type { ListingUser } from '@contract/schemas/listing';
import { bestColumns } from '@/features/offers/lib/best-value';
import { compareColumns, historyColumns } from '@/features/offers/lib/offer-columns';
import { buildOfferTable, onlyColumn, type TableGroup } from '@/features/offers/lib/offer-table';
import { isAwaitingApproval, offerViewerOn } from '@/features/offers/lib/offer-viewer';
import { versionColumnTitles, versionName } from '@/features/offers/lib/version-name';
import { makeOffer, threePercentListing } from './offer-fixture';

const offer = makeOffer;

const listing = threePercentListing;

const rowIds = (groups: TableGroup[]) => groups.flatMap((group) => group.rows.map((row) => row.id));
const row = (groups: TableGroup[], id: string) => groups.flatMap((group) => group.rows).find((item) => item.id === id);

describe('version naming', () => {
  it('names versions as the history table does', () => {
    expect(versionName({ versionType: 'initial', versionNumber: 0 })).toBe('Initial Offer');
    expect(versionName({ versionType: 'counteroffer', versionNumber: 2 })).toBe('Counteroffer #2');
    expect(versionName({ versionType: 'edit', versionNumber: 1 })).toBe('Offer Edit #1');
  });

  it('puts the current offer first, then the earlier versions by name', () => {
    const versions = [
      { versionType: 'edit' as const, versionNumber: 1 },
      { versionType: 'counteroffer' as const, versionNumber: 1 },
      { versionType: 'initial' as const, versionNumber: 0 },
    ];
    expect(versionColumnTitles(versions)).toEqual(['Current offer', 'Counteroffer #1', 'Initial Offer']);
  });
});

describe('row visibility by role', () => {
  const party = (id: number, role: ListingUser['role'], automaticallyNotify = true): ListingUser => ({
    role,
    user: { id, fullName: `User ${id}` },
    automaticallyNotify,
  });
  const parties = {
    usersToListing: [party(1, 'listing-agent'), party(2, 'seller', false), party(3, 'buyers_agent'), party(5, 'buyer')],
  };

  it.each([
    [1, 'listing-agent', true, true],
    [2, 'seller', true, true],
    [3, 'buyers_agent', false, false],
    [5, 'buyer', false, false],
    [99, null, false, false],
  ] as const)('user %i (%s): net return %s, seller costs %s', (userId, role, netReturn, sellerCosts) => {
    const viewer = offerViewerOn(parties, userId);
    expect(viewer.role).toBe(role);
    expect(viewer.showNetReturn).toBe(netReturn);
    expect(viewer.showSellerCosts).toBe(sellerCosts);
    expect(viewer.showBadges).toBe(sellerCosts);

    const groups = buildOfferTable(historyColumns([offer()], viewer.showNetReturn ? listing : null), {
      mark: 'changes',
      showSellerCosts: viewer.showSellerCosts,
      showNetReturn: viewer.showNetReturn,
      showVersionRows: true,
    });
    const ids = rowIds(groups);
    expect(ids.includes('netReturn')).toBe(netReturn);
    for (const costRow of ['listingCommission', 'flatFee', 'titleFees', 'conveyanceFee', 'buyerBrokerCommission']) {
      expect(ids.includes(costRow)).toBe(sellerCosts);
    }
    expect(groups.map((group) => group.label)).toEqual([
      'Version',
      'Parties',
      'Financial',
      'Dates',
      'Inspections',
      'Additional information',
    ]);
  });

  it('shows awaiting approval only while a seller wants to approve first', () => {
    expect(isAwaitingApproval(parties, { approvedToSendToSeller: false })).toBe(true);
    expect(isAwaitingApproval(parties, { approvedToSendToSeller: true })).toBe(false);
    expect(isAwaitingApproval({ usersToListing: [party(2, 'seller', true)] }, { approvedToSendToSeller: false })).toBe(
      false,
    );
  });
});

describe('history marks', () => {
  // The $500,000 offer, then the sellers' counter at $520,000, seen by the seller side.
  const initial = offer();
  const counter = offer({
    versionType: 'counteroffer',
    versionNumber: 1,
    submittingSide: 'sellers_agent',
    purchasePrice: 520_000,
  });
  const SELLER_SIDE_HISTORY = {
    mark: 'changes',
    showSellerCosts: true,
    showNetReturn: true,
    showVersionRows: true,
  } as const;

  it('marks the cells that differ from the version before, and the change in net return', () => {
    const edit = offer({ versionType: 'edit', versionNumber: 1, purchasePrice: 520_000, closingDate: '2026-05-01' });
    const groups = buildOfferTable(historyColumns([edit, counter, initial], listing), SELLER_SIDE_HISTORY);
    expect(row(groups, 'purchasePrice')?.marks).toEqual([null, 'changed', null]);
    expect(row(groups, 'closingDate')?.marks).toEqual(['changed', null, null]);
    expect(row(groups, 'buyers')?.marks).toEqual([null, null, null]);
    expect(row(groups, 'purchasePrice')?.cells).toEqual(['$520,000', '$520,000', '$500,000']);
    // 520,000 - 15,600 - 1,000 = 503,400; 500,000 - 15,000 - 1,000 = 484,000
    expect(row(groups, 'netReturn')?.cells).toEqual(['$503,400', '$503,400', '$484,000']);
    expect(row(groups, 'netReturnChange')?.cells).toEqual(['$0', '+$19,400', 'No earlier version']);
  });

  it('shows one version on a phone with the marks it has side by side', () => {
    const groups = buildOfferTable(historyColumns([counter, initial], listing), SELLER_SIDE_HISTORY);
    const counterOnly = onlyColumn(groups, 0);
    expect(row(counterOnly, 'purchasePrice')).toMatchObject({ cells: ['$520,000'], marks: ['changed'] });
    expect(row(onlyColumn(groups, 1), 'purchasePrice')).toMatchObject({ cells: ['$500,000'], marks: [null] });
    expect(counterOnly.map((group) => group.rows.length)).toEqual(groups.map((group) => group.rows.length));
  });
});

describe('best-value marking', () => {
  it('marks every column tied for the best, and nothing when all agree or only one has a value', () => {
    expect([...bestColumns([3, 5, 5, 1], 'highest')]).toEqual([1, 2]);
    expect([...bestColumns([3, 5, null, 1], 'lowest')]).toEqual([3]);
    expect([...bestColumns([4, 4], 'highest')]).toEqual([]);
    expect([...bestColumns([4, null], 'highest')]).toEqual([]);
  });

  it('marks the highest price and net return and the lowest seller costs in compare', () => {
    const cheap = offer({
      id: 1,
      simpleId: 'OF-1',
      purchasePrice: 480_000,
      hasSellerPaidClosingCosts: true,
      sellerPaidClosingCostsOnBehalfOfBuyer: 5_000,
    });
    const rich = offer({
      id: 2,
      simpleId: 'OF-2',
      purchasePrice: 510_000,
      hasSellerPaidClosingCosts: true,
      sellerPaidClosingCostsOnBehalfOfBuyer: 9_000,
    });
    const groups = buildOfferTable(
      compareColumns([cheap, rich], listing, () => null),
      {
        mark: 'best',
        showSellerCosts: true,
        showNetReturn: true,
        showVersionRows: false,
      },
    );
    expect(row(groups, 'purchasePrice')?.marks).toEqual([null, 'best']);
    expect(row(groups, 'sellerPaidClosingCosts')?.marks).toEqual(['best', null]);
    expect(row(groups, 'listingCommission')?.marks).toEqual(['best', null]);
    // 480,000 - 14,400 - 1,000 - 5,000 = 459,600; 510,000 - 15,300 - 1,000 - 9,000 = 484,700
    expect(row(groups, 'netReturn')?.cells).toEqual(['$459,600', '$484,700']);
    expect(row(groups, 'netReturn')?.marks).toEqual([null, 'best']);
    expect(row(groups, 'financingType')?.marks).toEqual([null, null]);
  });
});
