import { describe, expect, it } from 'vitest';
import { json } from '../support/cookie-jar';
import { inUniverse, universesOf, useHttpMockServer } from '../support/http-server';

/*
 * DELETE /__mock/universes/<name> with requests held in it: like a reset, it
 * releases them, so none is left unanswered (docs/mock-server/universes.md, "Universes"
 * and "Holds"; decision 0060).
 */

const start = useHttpMockServer();

describe('DELETE of a universe with held requests', () => {
  it('answers every held request, then forgets the universe', async () => {
    const url = await start();
    await fetch(`${url}/__mock/holds`, json({ path: '/api/v1/user', count: 2 }, inUniverse('z1')));
    const held = [1, 2].map(() => fetch(`${url}/api/v1/user`, inUniverse('z1')));
    expect((await fetch(`${url}/__mock/holds/1?waiting=2`, inUniverse('z1'))).status).toBe(200);

    const deleted = await fetch(`${url}/__mock/universes/z1`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    // Released against the state the universe had: nobody is signed in there.
    expect((await Promise.all(held)).map((response) => response.status)).toEqual([401, 401]);
    expect((await universesOf(url)).map((universe) => universe.name)).toEqual(['default']);
  });
});
