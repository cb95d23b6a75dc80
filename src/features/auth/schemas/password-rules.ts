import { PasswordSchema } from '@contract/schemas/common';
import { fieldRequired, MESSAGES } from '@contract/schemas/messages';

export type PasswordRule = { label: string; isMet: boolean };

/** The three password rules, as the hint box lists them, with the message each one clears. */
const RULES = [
  { label: fieldRequired('Password'), message: MESSAGES.required },
  { label: MESSAGES.passwordLength, message: MESSAGES.passwordLength },
  { label: MESSAGES.passwordCase, message: MESSAGES.passwordCase },
] as const;

/**
 * Which rules `password` meets, judged by the contract's PasswordSchema itself: a rule is met
 * when the schema raises no issue with its message, so the hint can never disagree with the
 * inline error or the server.
 */
export const passwordRules = (password: string): PasswordRule[] => {
  const result = PasswordSchema.safeParse(password);
  const failed = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return RULES.map(({ label, message }) => ({ label, isMet: !failed.has(message) }));
};
