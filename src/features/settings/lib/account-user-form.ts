import { requiredText } from '@contract/schemas/common';
import { AccountRoleSchema } from '@contract/schemas/enums';
import { z } from 'zod';

/** A team user's name and account role, as an admin edits them. */
export const AccountUserFormSchema = z.object({
  fullName: requiredText(),
  role: AccountRoleSchema,
});
export type AccountUserFormValues = z.infer<typeof AccountUserFormSchema>;

/** "5 listings were transferred to you." The answer may leave the count out: none moved. */
export const transferredText = (transferred: number | undefined): string => {
  const count = transferred ?? 0;
  return count === 1 ? '1 listing was transferred to you.' : `${count} listings were transferred to you.`;
};
