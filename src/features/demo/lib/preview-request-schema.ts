import { EmailSchema, requiredText } from '@contract/schemas/common';
import { z } from 'zod';

/**
 * The product-preview request of /preview. The API has no call for it, so the form
 * sends nothing (docs/decisions/0006-preview-request-sends-nothing.md); it validates with the
 * contract's own field rules and messages, so it agrees with every other form.
 */
export const PreviewRequestSchema = z.object({
  name: requiredText(),
  email: EmailSchema,
  brokerage: requiredText(),
});

export type PreviewRequest = z.infer<typeof PreviewRequestSchema>;
