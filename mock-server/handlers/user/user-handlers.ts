import { contract } from '@contract';
import { handlerRouter } from '../../framework/handler-router';
import { getUser } from './get-user';
import { updateUser } from './update-user';

/** The user domain's handlers, keyed like contract.user. */
export const userHandlers = handlerRouter(contract.user, {
  get: getUser,
  update: updateUser,
});
