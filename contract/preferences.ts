import { z } from 'zod';
import { c } from './c';
import { meta } from './metadata';
import { envelope } from './schemas/envelope';
import { PreferenceKeySchema, UserPreferenceSchema } from './schemas/misc';

const KeyPath = z.object({ key: PreferenceKeySchema });

export const preferencesContract = c.router({
  get: {
    method: 'GET',
    path: '/user-preference/:key',
    pathParams: KeyPath,
    responses: { 200: envelope(UserPreferenceSchema.nullable()) },
    summary: 'One preference; body null when it was never set',
    metadata: meta('Failed to make request'),
  },
  set: {
    method: 'POST',
    path: '/user-preference/:key',
    pathParams: KeyPath,
    body: UserPreferenceSchema,
    responses: { 200: envelope(UserPreferenceSchema) },
    summary: 'Sets one preference; the body repeats the key',
    metadata: meta('Failed to update preference'),
  },
});
