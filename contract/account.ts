import { z } from 'zod';
import { c } from './c';
import { meta } from './metadata';
import {
  CardSchema,
  ChangeSubscriptionBodySchema,
  CreateTeamBodySchema,
  DeleteAccountUserResultSchema,
  InvoiceSchema,
  SubscriptionChangeRequestBodySchema,
  SubscriptionSummarySchema,
  UpdateAccountUserBodySchema,
  UpdateTeamBodySchema,
} from './schemas/account';
import { IdInputSchema } from './schemas/common';
import { envelope } from './schemas/envelope';
import {
  CommissionTemplateInputSchema,
  CommissionTemplateSchema,
  TitleFeeTemplateInputSchema,
  TitleFeeTemplateSchema,
} from './schemas/templates';
import { AccountSchema, AccountUserSchema, AgentSchema, UserSchema } from './schemas/user';

const IdPath = z.object({ id: IdInputSchema });

/** What the four routes of one kind of template say of themselves in the OpenAPI document. */
type TemplateSummaries = { list: string; create: string; update: string; remove: string };

const TEMPLATE_SUMMARIES = {
  commission: {
    list: "The account's commission templates (agents only)",
    create: 'Adds a commission template; the formula must parse',
    update: 'Changes a commission template',
    remove: 'Deletes a commission template; listings keep the figures they copied',
  },
  titleFee: {
    list: "The account's title and escrow fee templates (agents only)",
    create: 'Adds a title fee template; every fee formula must parse',
    update: 'Changes a title fee template',
    remove: 'Deletes a title fee template',
  },
} satisfies Record<string, TemplateSummaries>;

/**
 * An account's saved templates of one kind: list, create, update and remove, all under `path`.
 * Commission and title fee templates differ only in their shapes and words. The caller makes
 * them a router, once their types are known.
 */
const templateRoutes = <P extends string, T extends z.ZodTypeAny, I extends z.ZodTypeAny>(
  path: P,
  template: T,
  input: I,
  summary: TemplateSummaries,
) => ({
  list: {
    method: 'GET' as const,
    path,
    responses: { 200: envelope(z.array(template)) },
    summary: summary.list,
    metadata: meta('Failed to make request'),
  },
  create: {
    method: 'POST' as const,
    path,
    body: input,
    responses: { 201: envelope(template) },
    summary: summary.create,
    metadata: meta('Failed to make request'),
  },
  update: {
    method: 'PATCH' as const,
    path: `${path}/:id` as const,
    pathParams: IdPath,
    body: input,
    responses: { 200: envelope(template) },
    summary: summary.update,
    metadata: meta('Failed to make request'),
  },
  remove: {
    method: 'DELETE' as const,
    path: `${path}/:id` as const,
    pathParams: IdPath,
    responses: { 200: envelope(z.null()) },
    summary: summary.remove,
    metadata: meta('Failed to make request'),
  },
});

const commissionTemplates = c.router(
  templateRoutes(
    '/account/commission-templates',
    CommissionTemplateSchema,
    CommissionTemplateInputSchema,
    TEMPLATE_SUMMARIES.commission,
  ),
);

const titleFeeTemplates = c.router(
  templateRoutes(
    '/account/title-fee-templates',
    TitleFeeTemplateSchema,
    TitleFeeTemplateInputSchema,
    TEMPLATE_SUMMARIES.titleFee,
  ),
);

export const accountContract = c.router({
  agents: {
    method: 'GET',
    path: '/account/agents',
    responses: { 200: envelope(z.array(AgentSchema)) },
    summary: "The agents of the signed-in user's account (for choosing co-listing agents)",
    metadata: meta('Failed to fetch agents'),
  },
  subscription: {
    method: 'GET',
    path: '/account/subscription',
    responses: { 200: envelope(SubscriptionSummarySchema) },
    summary: 'Plan, status and usage (account admins)',
    metadata: meta('Failed to fetch subscription'),
  },
  changeSubscription: {
    method: 'PATCH',
    path: '/account/subscription',
    body: ChangeSubscriptionBodySchema,
    responses: { 200: envelope(SubscriptionSummarySchema) },
    summary: 'Changes the plan or the number of paid users (account admins)',
    metadata: meta('Failed to change subscription'),
  },
  requestSubscriptionChange: {
    method: 'POST',
    path: '/account/subscription/change-requests',
    body: SubscriptionChangeRequestBodySchema,
    responses: { 201: envelope(z.object({ id: z.number().int().positive() })) },
    summary: 'Asks the team to cancel or modify the subscription (path chosen by us; see docs/contract.md)',
    metadata: meta('Failed to change subscription'),
  },
  cards: {
    method: 'GET',
    path: '/account/cards',
    responses: { 200: envelope(z.array(CardSchema)) },
    summary: "The account's payment cards (account admins)",
    metadata: meta('Failed to fetch cards'),
  },
  invoices: {
    method: 'GET',
    path: '/account/invoices',
    responses: { 200: envelope(z.array(InvoiceSchema)) },
    summary: "The account's invoices, newest first (account admins)",
    metadata: meta('Failed to fetch invoices'),
  },
  users: {
    method: 'GET',
    path: '/account/users',
    responses: { 200: envelope(z.array(AccountUserSchema)) },
    summary: 'The team users of the account (account admins)',
    metadata: meta('Failed to make request'),
  },
  updateUser: {
    method: 'PATCH',
    path: '/account/users/:id',
    pathParams: IdPath,
    body: UpdateAccountUserBodySchema,
    responses: { 200: envelope(AccountUserSchema) },
    summary: 'Changes a team user (account admins)',
    metadata: meta('Failed to update user'),
  },
  deleteUser: {
    method: 'DELETE',
    path: '/account/users/:id',
    pathParams: IdPath,
    responses: { 200: envelope(DeleteAccountUserResultSchema) },
    summary: "Removes a team user; their listings move to the admin and leave the account's count",
    metadata: meta('Failed to delete user'),
  },
  createTeam: {
    method: 'POST',
    path: '/account/team',
    body: CreateTeamBodySchema,
    responses: { 201: envelope(UserSchema) },
    summary: 'Creates a team account; the user becomes an agent (rea) with that accountId',
    metadata: meta('Failed to update team'),
  },
  updateTeam: {
    method: 'PATCH',
    path: '/account/team',
    body: UpdateTeamBodySchema,
    responses: { 200: envelope(AccountSchema) },
    summary: 'Renames the team or changes the brokerage (account admins)',
    metadata: meta('Failed to update team'),
  },
  commissionTemplates,
  titleFeeTemplates,
});
