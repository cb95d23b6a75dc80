import { contract } from '@contract';
import { handlerRouter } from '../../framework/handler-router';
import { authorizeInvitation } from './authorize';
import { createInvitation } from './create';
import { listInvitations } from './list';
import { removeInvitation } from './remove';
import { signupInvitation } from './signup';

/** The invitations domain's handlers, keyed like contract.invitations. */
export const invitationsHandlers = handlerRouter(contract.invitations, {
  list: listInvitations,
  create: createInvitation,
  remove: removeInvitation,
  authorize: authorizeInvitation,
  signup: signupInvitation,
});
