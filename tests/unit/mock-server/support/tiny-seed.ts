import { RECORD_SCHEMAS, type CollectionName, type SeedData } from '@fixtures/model';
import type { ScenarioRegistry } from '@mock/db/scenario-registry';

/*
 * A hand-made database, independent of the fixtures: the core's tests must
 * not break when the scenarios change.
 */

export const TINY_PASSWORD = 'Tiny2026pass';
export const TINY_REFERENCE_DATE = '2026-03-02T15:00:00.000Z';

/** The account's plan, stored as the API shows it. */
export const TINY_SUBSCRIPTION = {
  id: 'sub_1',
  productId: 'prod_brokerage',
  name: 'Brokerage',
  price: 4900,
  quantity: 3,
  status: 'active',
} as const;

const empty = (): SeedData =>
  Object.fromEntries(Object.keys(RECORD_SCHEMAS).map((name) => [name, []])) as unknown as {
    [K in CollectionName]: SeedData[K];
  };

export const tinySeed = (): SeedData => ({
  ...empty(),
  accounts: [
    {
      id: 1,
      brokerage: 'Harbor & Main Realty',
      teamName: 'Harbor & Main Team',
      subscription: TINY_SUBSCRIPTION,
      listingLimit: null,
      listingCount: 2,
    },
  ],
  users: [
    {
      id: 1,
      fullName: 'Lena Listing',
      email: 'listing.agent@offerdesk.test',
      phoneNumber: '(555) 123-1234',
      userType: 'rea',
      accountId: 1,
      accountRole: 'regular',
      isEmailVerified: true,
      isPhoneNumberVerified: true,
      password: TINY_PASSWORD,
      termsAcceptedAt: '2026-01-02T10:00:00.000Z',
      createdAt: '2026-01-02T10:00:00.000Z',
    },
    {
      id: 2,
      fullName: 'Ada Admin',
      email: 'admin@offerdesk.test',
      phoneNumber: null,
      userType: 'rea',
      accountId: 1,
      accountRole: 'admin',
      isEmailVerified: true,
      isPhoneNumberVerified: false,
      password: TINY_PASSWORD,
      termsAcceptedAt: '2026-01-02T10:00:00.000Z',
      createdAt: '2026-01-02T10:00:00.000Z',
    },
    {
      id: 3,
      fullName: 'Sam Seller',
      email: 'seller@offerdesk.test',
      phoneNumber: null,
      userType: 'consumer',
      accountId: null,
      accountRole: null,
      isEmailVerified: true,
      isPhoneNumberVerified: false,
      password: TINY_PASSWORD,
      termsAcceptedAt: null,
      createdAt: '2026-01-03T10:00:00.000Z',
    },
  ],
});

/** A registry with the tiny database under two names, so reset can tell them apart. */
export const tinyRegistry: ScenarioRegistry = {
  names: ['tiny', 'tiny-empty'],
  defaultScenario: 'tiny',
  build: (name) => ({ data: name === 'tiny' ? tinySeed() : empty(), referenceDate: TINY_REFERENCE_DATE }),
};
