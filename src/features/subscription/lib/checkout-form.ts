import { atLeast, atMost, MESSAGES } from '@contract/schemas/messages';
import { z } from 'zod';

export const MAX_USERS = 1000;

/** The number field holds '' while empty, and may hand over its text. */
const seats = (minUsers: number) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const issue = (message: string) => {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    };
    if (value === '') return issue(MESSAGES.required);
    const count = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(count)) return issue(MESSAGES.invalidNumber);
    if (count < minUsers) return issue(atLeast(minUsers));
    if (count > MAX_USERS) return issue(atMost(MAX_USERS));
    return count;
  });

/**
 * The checkout's plan and seats (the contract's CheckoutSessionBody without the return URLs).
 * The plan must cover every user the account has already: that is the smallest quantity.
 */
export const checkoutFormSchema = (minUsers: number) =>
  z.object({
    productId: z.string().min(1, MESSAGES.required),
    quantity: seats(minUsers),
  });
export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutFormOutput = z.output<ReturnType<typeof checkoutFormSchema>>;
