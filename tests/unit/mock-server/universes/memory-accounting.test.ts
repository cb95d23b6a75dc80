import { describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import { resetMock } from '@mock/handlers/controls/reset';
import { installMockBackend } from '@mock/install';
import { installUniverseContext } from '@mock/universes/context';
import { UniverseRegistry } from '@mock/universes/registry';

/*
 * MOCK_MAX_MEMORY_MB is checked against the mock's own estimate (docs/mock-server/universes.md,
 * "Universes are forks"): each universe counts its own changes, and the frozen base its
 * universes fork counts once, however many fork it. A farm of demo universes must not be
 * refused (or evicted) as if each held a copy of the demo.
 */

const MB = 1024 * 1024;
const AT = '2026-03-02T15:00:00.000Z';

describe('the universes’ memory accounting', () => {
  installMockBackend();
  installUniverseContext();

  it('counts each universe’s own changes, and the base they fork once', { timeout: 60_000 }, async () => {
    await resetMock({ scenario: 'demo' });
    const registry = new UniverseRegistry({ maxUniverses: 100, maxMemoryMb: 1000 });
    for (const name of ['a', 'b', 'c']) await registry.run(name, async () => undefined, { scenario: 'demo' });

    const [base, ...others] = registry.bases();
    expect(others).toEqual([]);
    expect(base).toMatchObject({ scenario: 'demo', seed: 1, universes: 4 });
    const own = () => Object.fromEntries(registry.list().map((universe) => [universe.name, universe.approximateBytes]));
    const fresh = own();
    expect(new Set(Object.values(fresh)).size).toBe(1);
    expect(fresh.a).toBeLessThan(base!.approximateBytes / 10);
    const total = registry.totalBytes();
    expect(total).toBe(4 * fresh.a! + base!.approximateBytes);

    await registry.run('a', () => db.sessions.insert({ token: 'only-in-a', userId: 1, createdAt: AT, lastSeenAt: AT }));
    const afterWrite = own();
    expect(afterWrite.a).toBeGreaterThan(fresh.a!);
    expect({ ...afterWrite, a: fresh.a }).toEqual(fresh);
    expect(registry.totalBytes()).toBe(total + afterWrite.a! - fresh.a!);
  });

  it(
    'fits as many forks as their own changes allow, where copies would have been evicted',
    { timeout: 60_000 },
    async () => {
      await resetMock({ scenario: 'demo' });
      const probe = new UniverseRegistry();
      await probe.run('probe', async () => undefined, { scenario: 'demo' });
      const baseBytes = probe.bases()[0]!.approximateBytes;
      const forkBytes = probe.info('probe')!.approximateBytes;
      // Room for the base and eight forks: far less than eight copies of the demo would take.
      const limit = new UniverseRegistry({ maxUniverses: 100, maxMemoryMb: (baseBytes + 8 * forkBytes) / MB });
      expect(2 * baseBytes).toBeGreaterThan(baseBytes + 8 * forkBytes);
      for (let index = 0; index < 7; index += 1)
        await limit.run(`fork-${index}`, async () => undefined, { scenario: 'demo' });
      expect(limit.list()).toHaveLength(8);
      await limit.run('one-more', async () => undefined, { scenario: 'demo' });
      expect(limit.list()).toHaveLength(8);
      expect(limit.has('fork-0')).toBe(false);
    },
  );
});
