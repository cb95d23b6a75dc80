import { z } from 'zod';
import { c } from './c';
import { meta } from './metadata';
import { envelope } from './schemas/envelope';
import { VerificationChannelSchema } from './schemas/enums';
import { UserSchema } from './schemas/user';

const ChannelPath = z.object({ channel: VerificationChannelSchema });

export const VERIFICATION_CODE_LENGTH = 4;

export const verificationContract = c.router({
  requestCode: {
    method: 'POST',
    path: '/user/verification-codes/:channel',
    pathParams: ChannelPath,
    body: z.object({ force: z.boolean().describe('true: send a new code even if one is still valid') }),
    responses: { 200: envelope(z.object({ sent: z.boolean(), channel: VerificationChannelSchema })) },
    summary: 'Sends a verification code by e-mail or text message',
    metadata: meta('Failed to request verification code'),
  },
  verify: {
    method: 'POST',
    path: '/user/verify/:channel',
    pathParams: ChannelPath,
    body: z.object({
      code: z
        .string()
        .max(VERIFICATION_CODE_LENGTH, 'The code is 4 digits')
        .regex(/^\d{4}$/, 'The code is 4 digits'),
    }),
    responses: { 200: envelope(UserSchema) },
    summary: 'Checks a code; 422 when wrong, 429 after too many wrong tries',
    metadata: meta('Failed to make request'),
  },
});
