import { z } from 'zod';
import { c } from './c';
import { meta } from './metadata';
import { atLeastOneMessage, withRules } from './rules/object-rules';
import { EmailSchema, PhoneSchema, requiredText } from './schemas/common';
import { envelope } from './schemas/envelope';
import { IfNoneMatchHeaderSchema } from './schemas/http-headers';
import { UserSchema } from './schemas/user';

const PROFILE_FIELDS = ['fullName', 'email', 'phoneNumber'] as const;

export const UpdateUserBodySchema = withRules(
  z.object({
    fullName: requiredText().optional(),
    email: EmailSchema.optional(),
    phoneNumber: PhoneSchema.nullable().optional(),
  }),
  [{ kind: 'atLeastOne', fields: PROFILE_FIELDS, message: atLeastOneMessage(PROFILE_FIELDS) }],
);

export const userContract = c.router({
  get: {
    method: 'GET',
    path: '/user',
    headers: IfNoneMatchHeaderSchema,
    responses: { 200: envelope(UserSchema), 304: c.noBody() },
    summary: 'The signed-in user, with their account',
    metadata: meta('Failed to make request'),
  },
  update: {
    method: 'PATCH',
    path: '/user',
    body: UpdateUserBodySchema,
    responses: { 200: envelope(UserSchema) },
    summary: 'Updates the profile; a changed e-mail or phone becomes unverified',
    metadata: meta('Failed to update user'),
  },
});
