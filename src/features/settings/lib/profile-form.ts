import { EmailSchema, PHONE_PATTERN, requiredText } from '@contract/schemas/common';
import { MESSAGES } from '@contract/schemas/messages';
import type { User } from '@contract/schemas/user';
import type { UpdateUserBodySchema } from '@contract/user';
import { z } from 'zod';

/**
 * The profile form: the contract's rules for PATCH user with the contract's validation messages.
 * The phone is optional; an empty field clears it.
 */
export const ProfileFormSchema = z.object({
  fullName: requiredText(),
  email: EmailSchema,
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), MESSAGES.phone),
});
export type ProfileFormValues = z.infer<typeof ProfileFormSchema>;

export const profileFormValues = (user: Pick<User, 'fullName' | 'email' | 'phoneNumber'>): ProfileFormValues => ({
  fullName: user.fullName,
  email: user.email,
  phoneNumber: user.phoneNumber ?? '',
});

export const toUpdateUserBody = (values: ProfileFormValues): z.input<typeof UpdateUserBodySchema> => ({
  fullName: values.fullName,
  email: values.email,
  phoneNumber: values.phoneNumber === '' ? null : values.phoneNumber,
});
