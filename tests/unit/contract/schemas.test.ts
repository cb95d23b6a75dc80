import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CardSchema, InvoiceSchema, ProductSchema } from '@contract/schemas/account';
import { SignupReaBodySchema } from '@contract/schemas/auth';
import { paginated } from '@contract/schemas/common';
import { envelope, ErrorBodySchema, ValidationErrorBodySchema } from '@contract/schemas/envelope';
import {
  CreateListingBodySchema,
  ListingCountSchema,
  ListingSchema,
  PublicListingSchema,
} from '@contract/schemas/listing';
import { LogEntrySchema } from '@contract/schemas/log';
import { MESSAGES } from '@contract/schemas/messages';
import {
  InvitationSchema,
  SystemNotificationSchema,
  UserNotificationSchema,
  UserPreferenceSchema,
} from '@contract/schemas/misc';
import { CreateOfferBodySchema, InspectionSchema, OfferDocumentSchema, OfferSchema } from '@contract/schemas/offer';
import { CommissionTemplateSchema, FormulaTextSchema, TitleFeeTemplateSchema } from '@contract/schemas/templates';
import { AccountSchema, AccountUserSchema, SubscriptionSchema, UsageSchema, UserSchema } from '@contract/schemas/user';
import * as examples from './examples';

type Path = (string | number)[];
type Container = Record<string | number, unknown>;

type EntityCase = {
  name: string;
  schema: z.ZodTypeAny;
  example: unknown;
  /** A value outside the field's allowed set, and the issue code it gives: an enumeration where the schema has one, else a literal, pattern or range. */
  wrongValue: [Path, unknown, z.ZodIssueCode];
  /** A value of the wrong JSON type. */
  wrongType: [Path, unknown];
  /** A required field left out. */
  missing: Path;
};

const ENTITIES: EntityCase[] = [
  {
    name: 'UserSchema',
    schema: UserSchema,
    example: examples.user,
    wrongValue: [['userType'], 'agent', 'invalid_enum_value'],
    wrongType: [['isEmailVerified'], 'yes'],
    missing: ['email'],
  },
  {
    name: 'AccountSchema',
    schema: AccountSchema,
    example: examples.account,
    wrongValue: [['role'], 'owner', 'invalid_enum_value'],
    wrongType: [['usage', 'listingCount'], '7'],
    missing: ['usage'],
  },
  {
    name: 'ListingSchema',
    schema: ListingSchema,
    example: examples.listing,
    wrongValue: [['status'], 'draft', 'invalid_enum_value'],
    wrongType: [['offersCounter'], '4'],
    missing: ['slug'],
  },
  {
    name: 'ListingSchema (a person on it)',
    schema: ListingSchema,
    example: examples.listing,
    wrongValue: [['usersToListing', 1, 'role'], 'owner', 'invalid_enum_value'],
    wrongType: [['usersToListing', 1, 'automaticallyNotify'], 'true'],
    missing: ['usersToListing', 0, 'user'],
  },
  {
    name: 'PublicListingSchema',
    schema: PublicListingSchema,
    example: examples.publicListing,
    wrongValue: [['status'], 'for-sale', 'invalid_enum_value'],
    wrongType: [['isActive'], 'true'],
    missing: ['listingAgents'],
  },
  {
    name: 'OfferSchema',
    schema: OfferSchema,
    example: examples.offer,
    wrongValue: [['financingType'], 'bitcoin', 'invalid_enum_value'],
    wrongType: [['purchasePrice'], '630000'],
    missing: ['closingDate'],
  },
  {
    name: 'OfferSchema (its inspections)',
    schema: OfferSchema,
    example: examples.offer,
    wrongValue: [['inspections', 1, 'type'], 'termite', 'invalid_enum_value'],
    wrongType: [['inspections', 1, 'days'], '7'],
    missing: ['inspections', 2, 'paidBy'],
  },
  {
    name: 'OfferSchema (its dates)',
    schema: OfferSchema,
    example: examples.offer,
    wrongValue: [['closingDate'], '2026-02-31', 'invalid_string'],
    wrongType: [['possessionDate'], 20260425],
    missing: ['possessionDate'],
  },
  {
    name: 'OfferDocumentSchema',
    schema: OfferDocumentSchema,
    example: examples.offerDocument,
    wrongValue: [['id'], 0, 'too_small'],
    wrongType: [['fileName'], 42],
    missing: ['downloadUrl'],
  },
  {
    name: 'InspectionSchema',
    schema: InspectionSchema,
    example: examples.inspections[0],
    wrongValue: [['days'], 15, 'custom'],
    wrongType: [['isEnabled'], 1],
    missing: ['paidBy'],
  },
  {
    name: 'InspectionSchema (paid by)',
    schema: InspectionSchema,
    example: examples.inspections[0],
    wrongValue: [['paidBy'], 'lender', 'invalid_enum_value'],
    wrongType: [['type'], null],
    missing: ['type'],
  },
  {
    name: 'CardSchema',
    schema: CardSchema,
    example: examples.card,
    wrongValue: [['expMonth'], 13, 'too_big'],
    wrongType: [['last4'], 4242],
    missing: ['brand'],
  },
  {
    name: 'InvoiceSchema',
    schema: InvoiceSchema,
    example: examples.invoice,
    wrongValue: [['status'], 'refunded', 'invalid_enum_value'],
    wrongType: [['total'], '147.00'],
    missing: ['url'],
  },
  {
    name: 'SubscriptionSchema',
    schema: SubscriptionSchema,
    example: examples.subscription,
    wrongValue: [['status'], 'paused', 'invalid_enum_value'],
    wrongType: [['quantity'], '3'],
    missing: ['productId'],
  },
  {
    name: 'UsageSchema',
    schema: UsageSchema,
    example: examples.usage,
    wrongValue: [['listingLimit'], -1, 'too_small'],
    wrongType: [['listingCount'], '7'],
    missing: ['usersCount'],
  },
  {
    name: 'InvitationSchema',
    schema: InvitationSchema,
    example: examples.invitation,
    wrongValue: [['role'], 'admin', 'invalid_enum_value'],
    wrongType: [['listingId'], '2041'],
    missing: ['email'],
  },
  {
    name: 'UserPreferenceSchema',
    schema: UserPreferenceSchema,
    example: examples.userPreference,
    wrongValue: [['key'], '../secrets', 'invalid_string'],
    wrongType: [['value'], false],
    missing: ['value'],
  },
  {
    name: 'SystemNotificationSchema',
    schema: SystemNotificationSchema,
    example: examples.systemNotification,
    wrongValue: [['content'], 'x'.repeat(5001), 'invalid_string'],
    wrongType: [['header'], 1],
    missing: ['content'],
  },
  {
    name: 'UserNotificationSchema',
    schema: UserNotificationSchema,
    example: examples.userNotification,
    wrongValue: [['createdAt'], 'yesterday', 'invalid_string'],
    wrongType: [['url'], 42],
    missing: ['title'],
  },
  {
    name: 'LogEntrySchema',
    schema: LogEntrySchema,
    example: examples.logEntry,
    wrongValue: [['createdAt'], 'March 9, 2026', 'invalid_string'],
    wrongType: [['actor', 'id'], '101'],
    missing: ['message'],
  },
  {
    name: 'CommissionTemplateSchema',
    schema: CommissionTemplateSchema,
    example: examples.commissionTemplate,
    wrongValue: [['formula'], 'pp * 3%', 'custom'],
    wrongType: [['id'], '3'],
    missing: ['formula'],
  },
  {
    name: 'TitleFeeTemplateSchema',
    schema: TitleFeeTemplateSchema,
    example: examples.titleFeeTemplate,
    wrongValue: [['fees', 1, 'formula'], 'Math.max(pp, 1)', 'custom'],
    wrongType: [['fees'], 'Escrow fee'],
    missing: ['fees', 2, 'name'],
  },
  {
    name: 'ProductSchema',
    schema: ProductSchema,
    example: examples.product,
    wrongValue: [['price'], -4900, 'too_small'],
    wrongType: [['listingLimit'], '25'],
    missing: ['name'],
  },
  {
    name: 'AccountUserSchema',
    schema: AccountUserSchema,
    example: examples.accountUser,
    wrongValue: [['role'], 'owner', 'invalid_enum_value'],
    wrongType: [['listingCount'], '2'],
    missing: ['createdAt'],
  },
  {
    name: 'ListingCountSchema',
    schema: ListingCountSchema,
    example: { view: 'selling', count: 7 },
    wrongValue: [['view'], 'archived', 'invalid_enum_value'],
    wrongType: [['count'], '7'],
    missing: ['count'],
  },
  {
    name: 'envelope(ListingSchema)',
    schema: envelope(ListingSchema),
    example: { success: true, body: examples.listing },
    wrongValue: [['success'], false, 'invalid_literal'],
    wrongType: [['body', 'offersCounter'], '4'],
    missing: ['body'],
  },
  {
    name: 'paginated(OfferSchema)',
    schema: paginated(OfferSchema),
    example: { data: [examples.offer], currentPage: 2, limit: 10, nextPage: null, previousPage: 1, total: 11 },
    wrongValue: [['currentPage'], 0, 'too_small'],
    wrongType: [['total'], '11'],
    missing: ['nextPage'],
  },
  {
    name: 'ErrorBodySchema',
    schema: ErrorBodySchema,
    example: examples.verificationError,
    wrongValue: [['challenges', 1], 'sms-verification', 'invalid_enum_value'],
    wrongType: [['message'], null],
    missing: ['message'],
  },
  {
    name: 'ErrorBodySchema (field errors)',
    schema: ErrorBodySchema,
    example: examples.validationError,
    wrongValue: [['success'], true, 'invalid_literal'],
    wrongType: [['errors', 'zipCode'], 5],
    missing: ['message'],
  },
  {
    name: 'ValidationErrorBodySchema',
    schema: ValidationErrorBodySchema,
    example: examples.validationError,
    wrongValue: [['success'], true, 'invalid_literal'],
    wrongType: [['errors'], ['zipCode']],
    missing: ['errors'],
  },
];

const parentOf = (root: unknown, path: Path): [Container, string | number] => {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Container)[key], root);
  const last = path.at(-1)!;
  if (typeof parent !== 'object' || parent === null || !(last in parent)) {
    throw new Error(`the example has nothing at ${path.join('.')}`);
  }
  return [parent as Container, last];
};

const withValue = (example: unknown, path: Path, value: unknown) => {
  const copy = structuredClone(example);
  const [parent, key] = parentOf(copy, path);
  parent[key] = value;
  return copy;
};

const without = (example: unknown, path: Path) => {
  const copy = structuredClone(example);
  const [parent, key] = parentOf(copy, path);
  delete parent[key];
  return copy;
};

/** The first issue when parsing fails; fails the test when parsing succeeds. */
const firstIssue = (schema: z.ZodTypeAny, value: unknown) => {
  const result = schema.safeParse(value);
  expect(result.success, 'expected the schema to reject the value').toBe(false);
  return result.error!.issues[0]!;
};

/** All issues as path and message, for the rules that cross fields. */
const issuesOf = (schema: z.ZodTypeAny, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map(({ path, message }) => ({ path, message }));

describe.each(ENTITIES)('$name', ({ schema, example, wrongValue, wrongType, missing }) => {
  it('accepts a realistic example', () => {
    expect(schema.safeParse(example).error?.issues ?? []).toEqual([]);
  });

  it(`rejects ${JSON.stringify(wrongValue[1]).slice(0, 30)} at ${wrongValue[0].join('.')}`, () => {
    const [path, value, code] = wrongValue;
    expect(firstIssue(schema, withValue(example, path, value))).toMatchObject({ path, code });
  });

  it(`rejects a wrong type at ${wrongType[0].join('.')}`, () => {
    const [path, value] = wrongType;
    const issue = firstIssue(schema, withValue(example, path, value));
    expect(issue).toMatchObject({ path, code: 'invalid_type' });
    expect(issue).not.toMatchObject({ received: 'undefined' });
  });

  it(`rejects a missing ${missing.join('.')}`, () => {
    expect(firstIssue(schema, without(example, missing))).toMatchObject({
      path: missing,
      code: 'invalid_type',
      received: 'undefined',
    });
  });
});

describe('CreateListingBodySchema (multipart body of a new listing)', () => {
  it('accepts a listing with a JPEG photo', () => {
    expect(CreateListingBodySchema.safeParse(examples.createListingBody()).error?.issues ?? []).toEqual([]);
  });

  it('accepts a PNG photo', () => {
    const body = {
      ...examples.createListingBody(),
      propertyImage: new File(['png'], 'house.png', { type: 'image/png' }),
    };
    expect(CreateListingBodySchema.safeParse(body).success).toBe(true);
  });

  it('rejects a GIF with the photo message', () => {
    const body = {
      ...examples.createListingBody(),
      propertyImage: new File(['GIF89a'], 'house.gif', { type: 'image/gif' }),
    };
    expect(issuesOf(CreateListingBodySchema, body)).toEqual([
      { path: ['propertyImage'], message: 'The photo must be a PNG or JPEG image' },
    ]);
  });

  it('rejects a listing without a photo', () => {
    const { propertyImage: _photo, ...body } = examples.createListingBody();
    expect(issuesOf(CreateListingBodySchema, body)).toEqual([{ path: ['propertyImage'], message: expect.any(String) }]);
  });

  it('rejects a photo sent as a file name instead of a file', () => {
    const body = { ...examples.createListingBody(), propertyImage: 'house.jpg' };
    expect(issuesOf(CreateListingBodySchema, body)).toEqual([{ path: ['propertyImage'], message: 'Expected a file' }]);
  });

  it('requires an Active Date for an incoming listing', () => {
    const body = { ...examples.createListingBody(), status: 'incoming' as const, activeDate: null };
    expect(issuesOf(CreateListingBodySchema, body)).toEqual([{ path: ['activeDate'], message: MESSAGES.required }]);
  });
});

describe('CreateOfferBodySchema (the rules between fields)', () => {
  it('accepts an offer with every section switched on and filled in', () => {
    expect(CreateOfferBodySchema.safeParse(examples.createOfferBody()).error?.issues ?? []).toEqual([]);
  });

  it.each([
    {
      rule: 'an escalation clause needs a maximum',
      change: { isEscalationClause: true, escalationClauseMaximumPurchasePrice: null },
      issue: { path: ['escalationClauseMaximumPurchasePrice'], message: 'Please enter a valid number greater than 0' },
    },
    {
      rule: 'earnest money needs who holds it',
      change: { hasEarnestMoney: true, earnestMoneyHeldBy: null },
      issue: { path: ['earnestMoneyHeldBy'], message: 'This field is required' },
    },
    {
      rule: 'appraisal gap coverage needs an amount',
      change: { isBuyerAppraisalGapCoverage: true, buyerAppraisalGapCoverage: 0 },
      issue: { path: ['buyerAppraisalGapCoverage'], message: 'Please enter a valid number greater than 0' },
    },
    {
      rule: 'a sale contingency needs the other property address',
      change: { isOfferContingentOnAnotherPropertySale: true, contingentPropertyStatus: 'active_in_mls' as const },
      issue: { path: ['contingentPropertyAddress'], message: 'This field is required' },
    },
    {
      rule: 'a home warranty needs who pays it',
      change: { isHomeWarranty: true, homeWarrantyPaidBy: undefined },
      issue: { path: ['homeWarrantyPaidBy'], message: 'This field is required' },
    },
  ])('$rule', ({ change, issue }) => {
    expect(issuesOf(CreateOfferBodySchema, { ...examples.createOfferBody(), ...change })).toEqual([issue]);
  });

  it('lets a switched-off section stay empty', () => {
    const body = {
      ...examples.createOfferBody(),
      isEscalationClause: false,
      escalationClauseMaximumPurchasePrice: null,
      escalationClauseAmountToExceedNextOfferBy: null,
      hasEarnestMoney: false,
      earnestMoneyAmount: 0,
      earnestMoneyHeldBy: null,
      earnestMoneyType: null,
      earnestMoneyDepositedUpon: null,
    };
    expect(issuesOf(CreateOfferBodySchema, body)).toEqual([]);
  });
});

describe('SignupReaBodySchema (agent sign-up, spec section 5)', () => {
  it('accepts a complete sign-up with a team', () => {
    expect(SignupReaBodySchema.safeParse(examples.signupReaBody()).error?.issues ?? []).toEqual([]);
  });

  it('accepts a sign-up without a team and without a team name', () => {
    const body = { ...examples.signupReaBody(), hasTeam: 'no', teamName: null };
    expect(SignupReaBodySchema.safeParse(body).success).toBe(true);
  });

  it.each([
    { field: 'repeatPassword', change: { repeatPassword: 'OfferDesk2025' }, message: 'Passwords must match' },
    { field: 'teamName', change: { hasTeam: 'yes', teamName: '  ' }, message: 'This field is required' },
    { field: 'isAgreeToTac', change: { isAgreeToTac: false }, message: 'You must accept terms of conditions' },
    {
      field: 'phoneNumber',
      change: { phoneNumber: '503-555-0142' },
      message: 'Phone number must be a valid US phone number',
    },
    {
      field: 'phoneNumber',
      change: { phoneNumber: '(012) 555-0142' },
      message: 'Phone number must be a valid US phone number',
    },
    { field: 'email', change: { email: 'maya.okafor@' }, message: 'Invalid email address' },
    {
      field: 'password',
      change: { password: 'Ab1', repeatPassword: 'Ab1' },
      message: 'Password should be at least 8 characters long',
    },
    {
      field: 'password',
      change: { password: 'offerdesk2026', repeatPassword: 'offerdesk2026' },
      message: 'Password should contain at least one uppercase and one lowercase letter',
    },
  ])('rejects $change with "$message" at $field', ({ field, change, message }) => {
    expect(issuesOf(SignupReaBodySchema, { ...examples.signupReaBody(), ...change })).toEqual([
      { path: [field], message },
    ]);
  });
});

describe('FormulaTextSchema', () => {
  it('accepts a formula in the language', () => {
    expect(FormulaTextSchema.safeParse('sqrt(pp) * 2 + (pp - 250000) ^ 0.5 / 10').success).toBe(true);
  });

  it.each(['alert(1)', 'pp.constructor', '__proto__', 'pp; fetch("/api")'])(
    'rejects %s with a parse error naming the position',
    (source) => {
      expect(issuesOf(FormulaTextSchema, source)).toEqual([
        { path: [], message: expect.stringMatching(/position \d+/) },
      ]);
    },
  );

  it('rejects an empty formula as required', () => {
    expect(issuesOf(FormulaTextSchema, '   ')).toEqual([{ path: [], message: MESSAGES.required }]);
  });
});
