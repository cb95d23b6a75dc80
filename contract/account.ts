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

const commissionTemplates = c.router({
  list: {
    method: 'GET',
    path: '/account/commission-templates',
    responses: { 200: envelope(z.array(CommissionTemplateSchema)) },
    summary: "The account's commission templates (agents only)",
    metadata: meta('Failed to make request'),
  },
  create: {
    method: 'POST',
    path: '/account/commission-templates',
    body: CommissionTemplateInputSchema,
    responses: { 201: envelope(CommissionTemplateSchema) },
    summary: 'Adds a commission template; the formula must parse',
    metadata: meta('Failed to make request'),
  },
  update: {
    method: 'PATCH',
    path: '/account/commission-templates/:id',
    pathParams: IdPath,
    body: CommissionTemplateInputSchema,
    responses: { 200: envelope(CommissionTemplateSchema) },
    summary: 'Changes a commission template',
    metadata: meta('Failed to make request'),
  },
  remove: {
    method: 'DELETE',
    path: '/account/commission-templates/:id',
    pathParams: IdPath,
    responses: { 200: envelope(z.null()) },
    summary: 'Deletes a commission template; listings keep the figures they copied',
    metadata: meta('Failed to make request'),
  },
});

const titleFeeTemplates = c.router({
  list: {
    method: 'GET',
    path: '/account/title-fee-templates',
    responses: { 200: envelope(z.array(TitleFeeTemplateSchema)) },
    summary: "The account's title and escrow fee templates (agents only)",
    metadata: meta('Failed to make request'),
  },
  create: {
    method: 'POST',
    path: '/account/title-fee-templates',
    body: TitleFeeTemplateInputSchema,
    responses: { 201: envelope(TitleFeeTemplateSchema) },
    summary: 'Adds a title fee template; every fee formula must parse',
    metadata: meta('Failed to make request'),
  },
  update: {
    method: 'PATCH',
    path: '/account/title-fee-templates/:id',
    pathParams: IdPath,
    body: TitleFeeTemplateInputSchema,
    responses: { 200: envelope(TitleFeeTemplateSchema) },
    summary: 'Changes a title fee template',
    metadata: meta('Failed to make request'),
  },
  remove: {
    method: 'DELETE',
    path: '/account/title-fee-templates/:id',
    pathParams: IdPath,
    responses: { 200: envelope(z.null()) },
    summary: 'Deletes a title fee template',
    metadata: meta('Failed to make request'),
  },
});

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
