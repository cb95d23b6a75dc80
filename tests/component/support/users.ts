import { UserSchema, type Account, type User } from '@contract/schemas/user';

type AccountOverrides = Partial<Omit<Account, 'usage' | 'subscription'>> & {
  usage?: Partial<Account['usage']>;
  subscription?: Partial<NonNullable<Account['subscription']>> | null;
};

/**
 * A valid user for rule tables: by default a verified agent, admin of an account with an
 * active plan and room for listings. Override what the row is about.
 */
export const makeUser = (
  overrides: Partial<Omit<User, 'account'>> & { account?: AccountOverrides | null } = {},
): User => {
  const { account: accountOverrides, ...userOverrides } = overrides;
  const account: Account | null =
    accountOverrides === null
      ? null
      : {
          id: 1,
          role: 'admin',
          brokerage: 'Test Realty',
          team: null,
          ...accountOverrides,
          subscription:
            accountOverrides?.subscription === null
              ? null
              : {
                  id: 'sub_1',
                  productId: 'prod_1',
                  name: 'Solo',
                  price: 4900,
                  quantity: 1,
                  status: 'active',
                  ...accountOverrides?.subscription,
                },
          usage: { listingCount: 1, listingLimit: 10, usersCount: 1, ...accountOverrides?.usage },
        };
  return UserSchema.parse({
    id: 100,
    fullName: 'Test Agent',
    email: 'test.agent@offerdesk.test',
    phoneNumber: '(503) 555-0100',
    userType: 'rea',
    accountId: account?.id ?? null,
    isEmailVerified: true,
    isPhoneNumberVerified: true,
    hasPhoneNumber: true,
    account,
    ...userOverrides,
  });
};
