import { contract } from '@contract';
import { handlerRouter } from '../../framework/handler-router';
import { requestCode } from './request-code';
import { verify } from './verify';

/** The verification domain's handlers, keyed like contract.verification. */
export const verificationHandlers = handlerRouter(contract.verification, {
  requestCode,
  verify,
});
