import { describe, expect, it } from 'vitest';
import type { User } from '@contract/schemas/user';
import { db } from '@mock/node';
import {
  alreadyVerified,
  CODE_EXPIRED,
  CODE_TTL_MS,
  MAX_WRONG_CODES,
  MISSING_PHONE,
  MOCK_VERIFICATION_CODE,
  NO_CODE,
  TOO_MANY_ATTEMPTS,
  wrongCodeMessage,
} from '@mock/policies/verification';
import { anonymous, idOf, signIn, useScenarioMockServer, type PersonaClient } from '../support/persona-client';

useScenarioMockServer('demo');

const requestCode = (client: PersonaClient, channel: string, force = false) =>
  client.post<{ sent: boolean; channel: string }>(`/user/verification-codes/${channel}`, { force });
const verify = (client: PersonaClient, channel: string, code: string) =>
  client.post<User>(`/user/verify/${channel}`, { code });

describe('verification.requestCode', () => {
  it('sends a code, keeps a live one without force, and sends a new one with force', async () => {
    const unverified = await signIn('unverified');
    expect((await requestCode(unverified, 'email')).body).toEqual({ sent: true, channel: 'email' });
    expect((await requestCode(unverified, 'email')).body).toEqual({ sent: false, channel: 'email' });
    expect((await requestCode(unverified, 'email', true)).body).toEqual({ sent: true, channel: 'email' });
    expect((await requestCode(unverified, 'phone')).body).toEqual({ sent: true, channel: 'phone' });
    expect(db.verificationAttempts.findBy('userId', idOf('unverified'))).toHaveLength(2);
  });

  it("answers the spec's message when there is no phone number (422)", async () => {
    const unverified = await signIn('unverified');
    await unverified.patch('/user', { phoneNumber: null });
    const answer = await requestCode(unverified, 'phone', true);
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({ success: false, message: MISSING_PHONE });
  });

  it('refuses a channel already verified (422), an unknown channel (400) and nobody signed in (401)', async () => {
    const agent = await signIn('listingAgent');
    const verified = await requestCode(agent, 'email');
    expect(verified.status).toBe(422);
    expect(verified.json.message).toBe(alreadyVerified('email'));
    expect((await requestCode(agent, 'fax')).status).toBe(400);
    expect((await anonymous().post('/user/verification-codes/email', { force: true })).status).toBe(401);
  });
});

describe('verification.verify', () => {
  it(`verifies the e-mail with the fixed code ${MOCK_VERIFICATION_CODE}, then the phone`, async () => {
    const unverified = await signIn('unverified');
    await requestCode(unverified, 'email');
    const email = await verify(unverified, 'email', MOCK_VERIFICATION_CODE);
    expect(email.status).toBe(200);
    expect(email.body).toMatchObject({ id: idOf('unverified'), isEmailVerified: true, isPhoneNumberVerified: false });
    await requestCode(unverified, 'phone');
    const phone = await verify(unverified, 'phone', MOCK_VERIFICATION_CODE);
    expect(phone.body).toMatchObject({ isEmailVerified: true, isPhoneNumberVerified: true });
    expect((await unverified.get<User>('/user')).body).toMatchObject({
      isEmailVerified: true,
      isPhoneNumberVerified: true,
    });
  });

  it('answers 422 per wrong code, 429 after five, even for the right code, until force sends a new one', async () => {
    const unverified = await signIn('unverified');
    await requestCode(unverified, 'email');
    for (let tries = 1; tries <= MAX_WRONG_CODES; tries += 1) {
      const wrong = await verify(unverified, 'email', '0000');
      expect(wrong.status).toBe(422);
      expect(wrong.json.message).toBe(wrongCodeMessage(MAX_WRONG_CODES - tries));
      // The field error is what tells the client to keep the code input open.
      expect(wrong.json.errors).toEqual({ code: wrongCodeMessage(MAX_WRONG_CODES - tries) });
    }
    const locked = await verify(unverified, 'email', MOCK_VERIFICATION_CODE);
    expect(locked.status).toBe(429);
    expect(locked.json).toEqual({ success: false, message: TOO_MANY_ATTEMPTS });
    // Every 429 says when to retry; waiting alone never lifts this lock, so it is a code's whole lifetime.
    expect(locked.response.headers.get('retry-after')).toBe(String(CODE_TTL_MS / 1000));
    // Asking again without force keeps the locked code; the resend link (force) unlocks.
    await requestCode(unverified, 'email');
    expect((await verify(unverified, 'email', MOCK_VERIFICATION_CODE)).status).toBe(429);
    expect((await requestCode(unverified, 'email', true)).body.sent).toBe(true);
    expect((await verify(unverified, 'email', '9999')).status).toBe(422);
    const verified = await verify(unverified, 'email', MOCK_VERIFICATION_CODE);
    expect(verified.status).toBe(200);
    expect(verified.body.isEmailVerified).toBe(true);
  });

  it('needs a code to have been sent, to the current address (422)', async () => {
    const unverified = await signIn('unverified');
    const none = await verify(unverified, 'email', MOCK_VERIFICATION_CODE);
    expect(none.status).toBe(422);
    expect(none.json.message).toBe(NO_CODE);
    expect(none.json.errors).toBeUndefined();
    await requestCode(unverified, 'email');
    await unverified.patch('/user', { email: 'evan.brooks@brookshome.test' });
    expect((await verify(unverified, 'email', MOCK_VERIFICATION_CODE)).json.message).toBe(NO_CODE);
  });

  it('lets a code expire on the mock clock (422), and a request after that sends a new one', async () => {
    const unverified = await signIn('unverified');
    await requestCode(unverified, 'phone');
    await unverified.control('POST', '/clock', { advanceMs: CODE_TTL_MS });
    const expired = await verify(unverified, 'phone', MOCK_VERIFICATION_CODE);
    expect(expired.status).toBe(422);
    expect(expired.json.message).toBe(CODE_EXPIRED);
    expect((await requestCode(unverified, 'phone')).body.sent).toBe(true);
    expect((await verify(unverified, 'phone', MOCK_VERIFICATION_CODE)).status).toBe(200);
  });

  it('answers a verified user as they are, and validates the code (400)', async () => {
    const agent = await signIn('listingAgent');
    expect((await verify(agent, 'email', '0000')).body).toMatchObject({
      id: idOf('listingAgent'),
      isEmailVerified: true,
    });
    const letters = await verify(agent, 'phone', '12a4');
    expect(letters.status).toBe(400);
    expect(letters.json.errors).toEqual({ code: 'The code is 4 digits' });
    expect((await anonymous().post('/user/verify/email', { code: '1234' })).status).toBe(401);
  });
});
