import type { HttpHandler } from 'msw';
import { authorizeInvitation } from './authorize';
import { createInvitation } from './create';
import { listInvitations } from './list';
import { removeInvitation } from './remove';
import { signupInvitation } from './signup';

/** The invitations domain's handlers, one per route of contract.invitations. */
export const invitationsHandlers: readonly HttpHandler[] = [
  listInvitations,
  createInvitation,
  removeInvitation,
  authorizeInvitation,
  signupInvitation,
];
