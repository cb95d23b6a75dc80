import { z } from 'zod';
import {
  ChangeSubscriptionBodySchema,
  CardSchema,
  CheckoutSessionBodySchema,
  CreateTeamBodySchema,
  DeleteAccountUserResultSchema,
  InvoiceSchema,
  ProductSchema,
  ResourceIdSchema,
  SessionUrlSchema,
  SetupSessionBodySchema,
  SubscriptionChangeRequestBodySchema,
  SubscriptionSummarySchema,
  UpdateAccountUserBodySchema,
  UpdateTeamBodySchema,
} from '../../contract/schemas/account';
import {
  ForgotPasswordBodySchema,
  GoogleLoginBodySchema,
  InvitationSignupBodySchema,
  LoginBodySchema,
  ResetPasswordBodySchema,
  SignupReaBodySchema,
  SignupRequiredSchema,
  TokenLoginBodySchema,
} from '../../contract/schemas/auth';
import {
  DateSchema,
  DateTimeSchema,
  EmailSchema,
  IdInputSchema,
  ImageSourceSchema,
  LinkSchema,
  MoneySchema,
  paginated,
  PhoneSchema,
  PositiveMoneySchema,
} from '../../contract/schemas/common';
import * as enums from '../../contract/schemas/enums';
import { EmptyBodySchema, envelope, ErrorBodySchema, ValidationErrorBodySchema } from '../../contract/schemas/envelope';
import {
  ListingCountSchema,
  ListingSchema,
  ListingUserInputSchema,
  ListingUserSchema,
  PropertyImageSchema,
  PublicListingSchema,
} from '../../contract/schemas/listing';
import { LogEntrySchema } from '../../contract/schemas/log';
import {
  CreateInvitationBodySchema,
  InvitationSchema,
  SystemNotificationSchema,
  UserNotificationSchema,
  UserPreferenceSchema,
} from '../../contract/schemas/misc';
import {
  BestOfferRequestSchema,
  InspectionSchema,
  KeepBestBodySchema,
  OfferDocumentSchema,
  OfferSchema,
  OfferVersionSchema,
  RequestBestBodySchema,
  SendBuyersEmailsBodySchema,
  SendToSellersBodySchema,
} from '../../contract/schemas/offer';
import {
  CommissionSchema,
  CommissionTemplateInputSchema,
  CommissionTemplateSchema,
  CountySchema,
  LocationSchema,
  TitleFeeSchema,
  TitleFeeTemplateInputSchema,
  TitleFeeTemplateSchema,
} from '../../contract/schemas/templates';
import {
  AccountSchema,
  AccountUserSchema,
  AgentSchema,
  PersonSchema,
  SubscriptionSchema,
  TeamSchema,
  UsageSchema,
  UserSchema,
} from '../../contract/schemas/user';
import { UpdateUserBodySchema } from '../../contract/user';

/**
 * The envelope and the page with their contents left open: an operation's
 * answer is `allOf` one of these and its own body or items (template-rules.ts).
 * The body must be present, even as null.
 */
export const ENVELOPE_TEMPLATE = envelope(
  z
    .unknown()
    .refine((body) => body !== undefined)
    .describe('The answer; each operation gives its shape'),
);
export const PAGE_TEMPLATE = paginated(z.unknown().describe('One item; each operation gives its shape'));

/** Every enumeration of contract/schemas/enums.ts, by its name without "Schema". */
const ENUMERATIONS = Object.fromEntries(
  Object.entries(enums)
    .filter(
      ([name, value]) => name.endsWith('Schema') && (value instanceof z.ZodEnum || name === 'InspectionDaysSchema'),
    )
    .map(([name, value]) => [name.slice(0, -'Schema'.length), value as z.ZodTypeAny]),
);

/**
 * The schemas the document names in components/schemas and refers to by
 * $ref. Only those some operation reaches are written out. An OfferVersion is
 * an Offer as one version made it: the document writes it as Offer's $ref.
 */
export const NAMED_SCHEMAS: Readonly<Record<string, z.ZodTypeAny>> = {
  Envelope: ENVELOPE_TEMPLATE,
  Page: PAGE_TEMPLATE,
  ErrorBody: ErrorBodySchema,
  ValidationErrorBody: ValidationErrorBodySchema,
  EmptyBody: EmptyBodySchema,
  SignupRequired: SignupRequiredSchema,

  Id: IdInputSchema,
  DateTime: DateTimeSchema,
  Date: DateSchema,
  Email: EmailSchema,
  Phone: PhoneSchema,
  Money: MoneySchema,
  PositiveMoney: PositiveMoneySchema,
  Link: LinkSchema,
  ImageSource: ImageSourceSchema,
  ...ENUMERATIONS,

  User: UserSchema,
  Account: AccountSchema,
  Team: TeamSchema,
  Subscription: SubscriptionSchema,
  Usage: UsageSchema,
  Person: PersonSchema,
  Agent: AgentSchema,
  AccountUser: AccountUserSchema,
  SubscriptionSummary: SubscriptionSummarySchema,
  Card: CardSchema,
  Invoice: InvoiceSchema,
  Product: ProductSchema,
  SessionUrl: SessionUrlSchema,
  ResourceId: ResourceIdSchema,
  DeleteAccountUserResult: DeleteAccountUserResultSchema,
  Commission: CommissionSchema,
  CommissionTemplate: CommissionTemplateSchema,
  TitleFee: TitleFeeSchema,
  TitleFeeTemplate: TitleFeeTemplateSchema,
  County: CountySchema,
  Location: LocationSchema,

  Listing: ListingSchema,
  PublicListing: PublicListingSchema,
  ListingUser: ListingUserSchema,
  PropertyImage: PropertyImageSchema,
  ListingCount: ListingCountSchema,
  LogEntry: LogEntrySchema,
  Offer: OfferSchema,
  OfferVersion: OfferVersionSchema,
  Inspection: InspectionSchema,
  OfferDocument: OfferDocumentSchema,
  BestOfferRequest: BestOfferRequestSchema,
  Invitation: InvitationSchema,
  UserPreference: UserPreferenceSchema,
  SystemNotification: SystemNotificationSchema,
  UserNotification: UserNotificationSchema,

  LoginBody: LoginBodySchema,
  GoogleLoginBody: GoogleLoginBodySchema,
  TokenLoginBody: TokenLoginBodySchema,
  SignupReaBody: SignupReaBodySchema,
  ForgotPasswordBody: ForgotPasswordBodySchema,
  ResetPasswordBody: ResetPasswordBodySchema,
  InvitationSignupBody: InvitationSignupBodySchema,
  UpdateUserBody: UpdateUserBodySchema,
  ChangeSubscriptionBody: ChangeSubscriptionBodySchema,
  SubscriptionChangeRequestBody: SubscriptionChangeRequestBodySchema,
  UpdateAccountUserBody: UpdateAccountUserBodySchema,
  CreateTeamBody: CreateTeamBodySchema,
  UpdateTeamBody: UpdateTeamBodySchema,
  CheckoutSessionBody: CheckoutSessionBodySchema,
  SetupSessionBody: SetupSessionBodySchema,
  CommissionTemplateInput: CommissionTemplateInputSchema,
  TitleFeeTemplateInput: TitleFeeTemplateInputSchema,
  CreateInvitationBody: CreateInvitationBodySchema,
  ListingUserInput: ListingUserInputSchema,
  SendBuyersEmailsBody: SendBuyersEmailsBodySchema,
  RequestBestBody: RequestBestBodySchema,
  KeepBestBody: KeepBestBodySchema,
  SendToSellersBody: SendToSellersBodySchema,
};
