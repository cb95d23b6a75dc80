import { requiredText } from '@contract/schemas/common';
import { z } from 'zod';

/** Team name and brokerage, both required (max 255), for creating or renaming a team. */
export const TeamFormSchema = z.object({
  teamName: requiredText(),
  brokerage: requiredText(),
});
export type TeamFormValues = z.infer<typeof TeamFormSchema>;
