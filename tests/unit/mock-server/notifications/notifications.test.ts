import { describe, expect, it } from 'vitest';
import type { UserNotification } from '@contract/schemas/misc';
import { DEMO_SYSTEM_NOTIFICATION } from '@fixtures/scenarios/index';
import { db } from '@mock/node';
import { anonymous, idOf, signIn, useScenarioMockServer } from '../support/persona-client';

useScenarioMockServer('demo');

describe('notifications.system', () => {
  it('answers the active system notification to anyone, signed in or not', async () => {
    const expected = { success: true, body: DEMO_SYSTEM_NOTIFICATION };
    expect((await anonymous().get('/notification')).json).toEqual(expected);
    expect((await (await signIn('seller')).get('/notification')).json).toEqual(expected);
  });

  it('answers null when none is active', async () => {
    await db.systemNotifications.update(1, { active: false });
    const answer = await anonymous().get('/notification');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, body: null });
  });
});

describe('notifications.list', () => {
  it("answers the user's own notifications, newest first", async () => {
    const answer = await (await signIn('listingAgent')).get<UserNotification[]>('/notifications.json');
    expect(answer.status).toBe(200);
    const own = db.userNotifications.findBy('userId', idOf('listingAgent'));
    expect(answer.body.map((notification) => notification.id).sort((a, b) => a - b)).toEqual(own.map((n) => n.id));
    const dates = answer.body.map((notification) => notification.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(answer.body[0]).not.toHaveProperty('userId');
  });

  it('answers an empty list to a user with none, and 401 without a session', async () => {
    expect((await (await signIn('admin')).get('/notifications.json')).json).toEqual({ success: true, body: [] });
    expect((await anonymous().get('/notifications.json')).status).toBe(401);
  });
});
