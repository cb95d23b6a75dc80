import { contract } from '@contract';
import { handlerRouter } from '../../framework/handler-router';
import { getPreference } from './get';
import { setPreference } from './set';

/** The preferences domain's handlers, keyed like contract.preferences. */
export const preferencesHandlers = handlerRouter(contract.preferences, {
  get: getPreference,
  set: setPreference,
});
