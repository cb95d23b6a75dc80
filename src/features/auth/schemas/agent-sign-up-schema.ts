import { SignupReaFieldsSchema, signupReaRules } from '@contract/schemas/auth';
import type { z } from 'zod';
import { AcceptedTermsSchema } from './accepted-terms';

/**
 * The agent sign-up form: the contract's body and its cross-field
 * rules, without the magic-link token the form never has.
 */
export const AgentSignUpFormSchema = SignupReaFieldsSchema.omit({ 'auth-token': true })
  .extend({ isAgreeToTac: AcceptedTermsSchema })
  .superRefine(signupReaRules);

export type AgentSignUpValues = z.input<typeof AgentSignUpFormSchema>;
export type AgentSignUpBody = z.output<typeof AgentSignUpFormSchema>;

export const AGENT_SIGN_UP_DEFAULTS: AgentSignUpValues = {
  fullName: '',
  email: '',
  phoneNumber: '',
  brokerage: '',
  hasTeam: 'no',
  teamName: '',
  password: '',
  repeatPassword: '',
  isAgreeToTac: false,
};
