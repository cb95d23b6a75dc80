import { MAX_LONG_TEXT } from '@contract/schemas/common';
import {
  SUBSCRIPTION_CHANGE_REASON_LABELS,
  SubscriptionChangeReasonSchema,
  type SubscriptionChangeReason,
} from '@contract/schemas/enums';
import { MESSAGES } from '@contract/schemas/messages';
import { z } from 'zod';

const isReason = (value: string): value is SubscriptionChangeReason =>
  SubscriptionChangeReasonSchema.safeParse(value).success;

/** The reason is required and one of the listed reasons; the message is optional. */
export const ChangeRequestFormSchema = z.object({
  reason: z.string().min(1, MESSAGES.required).refine(isReason, MESSAGES.invalid),
  message: z.string().trim().max(MAX_LONG_TEXT, `This field should not exceed ${MAX_LONG_TEXT} characters`),
});
export type ChangeRequestFormInput = z.input<typeof ChangeRequestFormSchema>;
export type ChangeRequestFormOutput = z.output<typeof ChangeRequestFormSchema>;

export const REASON_OPTIONS = SubscriptionChangeReasonSchema.options.map((reason) => ({
  value: reason,
  label: SUBSCRIPTION_CHANGE_REASON_LABELS[reason],
}));

export const CHANGE_REQUEST_SUCCESS = 'We have received your request, we will response to you as soon as possible!';
