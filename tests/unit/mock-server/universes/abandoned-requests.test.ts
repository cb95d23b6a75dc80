import { describe, expect, it } from 'vitest';
import { json } from '../support/cookie-jar';
import { inUniverse, untilInFlight, universesOf, useHttpMockServer } from '../support/http-server';

/*
 * A request whose client gave up (an abort, a closed connection) is over for
 * the mock too: it stops counting as in flight, so its universe is idle
 * again and can be evicted (docs/mock-server/universes.md, "Universes"). Each case
 * waits by asking the mock, never by a timer.
 */

const start = useHttpMockServer();

/** Sends GET /api/v1/user into the universe; `giveUp()` aborts it, as a client's timeout would. */
const abandonable = (url: string, universe: string) => {
  const abort = new AbortController();
  const settled = fetch(`${url}/api/v1/user`, inUniverse(universe, { signal: abort.signal })).catch(
    (error: unknown) => error,
  );
  return {
    giveUp: async () => {
      abort.abort();
      expect(await settled).toMatchObject({ name: 'AbortError' });
    },
  };
};

describe('a request whose client gave up', () => {
  it('on a timeout fault stops counting in flight, and its universe can be evicted', async () => {
    const url = await start({ universes: { maxUniverses: 2 } });
    await fetch(`${url}/__mock/faults`, json({ path: '/api/v1/user', kind: 'timeout', times: 1 }, inUniverse('z1')));
    const request = abandonable(url, 'z1');
    await untilInFlight(url, 'z1', 1);
    await request.giveUp();
    await untilInFlight(url, 'z1', 0);

    // With z1 idle, a new universe takes its place instead of a 503.
    expect((await fetch(`${url}/__mock/state`, inUniverse('z2'))).status).toBe(200);
    expect((await universesOf(url)).map((universe) => universe.name)).toEqual(['default', 'z2']);
  });

  it('while held stops counting in flight once it leaves the hold', async () => {
    const url = await start();
    await fetch(`${url}/__mock/holds`, json({ path: '/api/v1/user' }, inUniverse('z1')));
    const request = abandonable(url, 'z1');
    expect((await fetch(`${url}/__mock/holds/1?waiting=1`, inUniverse('z1'))).status).toBe(200);
    await request.giveUp();
    await untilInFlight(url, 'z1', 0);
    const holds = await fetch(`${url}/__mock/holds/1`, inUniverse('z1'));
    expect(await holds.json()).toMatchObject({ body: { caught: 1, waiting: 0 } });
  });

  it('before a hold caught it (during its latency) stops counting in flight, and is never held', async () => {
    const url = await start();
    await fetch(`${url}/__mock/latency`, json({ ms: 500 }, inUniverse('z1')));
    await fetch(`${url}/__mock/holds`, json({ path: '/api/v1/user' }, inUniverse('z1')));
    const request = abandonable(url, 'z1');
    await untilInFlight(url, 'z1', 1);
    await request.giveUp();
    await untilInFlight(url, 'z1', 0);
    const holds = await fetch(`${url}/__mock/holds/1`, inUniverse('z1'));
    expect(await holds.json()).toMatchObject({ body: { waiting: 0 } });
  });
});
