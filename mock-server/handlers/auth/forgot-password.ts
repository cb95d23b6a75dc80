import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';

/**
 * Always `{ sent: true }`: the answer must not reveal whether an address is
 * registered. No e-mail is sent; the reset token is documented instead
 * (policies/test-tokens.ts).
 */
export const forgotPassword = defineHandler(contract.auth.forgotPassword, () => ({
  status: 200,
  body: { sent: true },
}));
