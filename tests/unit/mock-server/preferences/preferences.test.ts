import { describe, expect, it } from 'vitest';
import { REFUSALS } from '@contract/rules/refusals';
import { db } from '@mock/node';
import { anonymous, idOf, signIn, useScenarioMockServer } from '../support/persona-client';

useScenarioMockServer('demo');

const KEY = 'hideNewListingInfoBanner';

describe('preferences.get', () => {
  it('answers body null for a preference never set', async () => {
    const answer = await (await signIn('listingAgent')).get(`/user-preference/${KEY}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, body: null });
  });

  it('refuses a malformed key (400) and nobody signed in (401)', async () => {
    const answer = await (await signIn('listingAgent')).get('/user-preference/9lives');
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ key: 'Unknown preference key' });
    expect((await anonymous().get(`/user-preference/${KEY}`)).status).toBe(401);
  });
});

describe('preferences.set', () => {
  it('stores a preference per user, replaces it, and reads it back', async () => {
    const agent = await signIn('listingAgent');
    const set = await agent.post(`/user-preference/${KEY}`, { key: KEY, value: 'true' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ key: KEY, value: 'true' });
    expect((await agent.get(`/user-preference/${KEY}`)).body).toEqual({ key: KEY, value: 'true' });

    await agent.post(`/user-preference/${KEY}`, { key: KEY, value: 'false' });
    expect((await agent.get(`/user-preference/${KEY}`)).body).toEqual({ key: KEY, value: 'false' });
    expect(db.preferences.findBy('userId', idOf('listingAgent'))).toHaveLength(1);
    // Another user's preferences are their own.
    expect((await (await signIn('seller')).get(`/user-preference/${KEY}`)).body).toBeNull();
  });

  it('requires the body key to be the path key (400 on key), and a value', async () => {
    const agent = await signIn('seller');
    const mismatch = await agent.post(`/user-preference/${KEY}`, { key: 'somethingElse', value: 'true' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.errors).toEqual({ key: REFUSALS.keyMismatch });
    const noValue = await agent.post(`/user-preference/${KEY}`, { key: KEY });
    expect(noValue.status).toBe(400);
    expect(noValue.json.errors).toHaveProperty('value');
    expect(db.preferences.count()).toBe(0);
    expect((await anonymous().post(`/user-preference/${KEY}`, { key: KEY, value: 'true' })).status).toBe(401);
  });
});
