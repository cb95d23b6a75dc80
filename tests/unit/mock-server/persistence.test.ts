import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assembleSnapshot,
  createSaver,
  LEGACY_SNAPSHOT_KEY,
  META_KEY,
  persistChanges,
  SETTINGS_KEY,
  tableKey,
  type StateStore,
} from '@mock/browser/persistence';
import { TABLE_NAMES } from '@mock/db/runtime-schemas';
import { DbSnapshotSchema, snapshot, snapshotMeta, tableRows } from '@mock/db/snapshot';
import { setDurableSaver } from '@mock/state/changes';
import { mockSettings, restoreMockSettings } from '@mock/state/mock-settings';
import { restore } from '@mock/node';
import { CookieJar, json } from './support/cookie-jar';
import { BASE, useTinyMockServer } from './support/server';
import { TINY_PASSWORD } from './support/tiny-seed';

/*
 * Browser persistence (mock-server/browser/persistence.ts) against an
 * in-memory store: per-table saves, coalescing, retries, and the rule that
 * an answer which follows a change leaves only once the change is saved.
 * IndexedDB itself is exercised in the browser (docs/performance.md has the
 * figures measured in Chromium).
 */

useTinyMockServer();

type Write = { puts: string[]; deletes: readonly string[] };

/** A store whose writes can be held open, to see what waits for them. */
const memoryStore = (initial: [string, unknown][] = []) => {
  const records = new Map<string, unknown>(initial);
  const writes: Write[] = [];
  let gate: Promise<void> = Promise.resolve();
  let fail = false;
  const store: StateStore = {
    readAll: async () => new Map(records),
    async write(puts, deletes) {
      writes.push({ puts: [...puts.keys()], deletes });
      await gate;
      if (fail) throw new Error('disk full');
      for (const [key, value] of puts) records.set(key, structuredClone(value));
      for (const key of deletes) records.delete(key);
    },
  };
  return {
    store,
    records,
    writes,
    /** Holds every write until the returned function is called. */
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = Promise.resolve();
        release();
      };
    },
    failWrites(value: boolean) {
      fail = value;
    },
  };
};

const source = { meta: snapshotMeta, rows: tableRows };
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => {
  setDurableSaver(null);
  vi.unstubAllGlobals();
});

describe('the saver', () => {
  it('writes the meta record and only the tables that changed, in one transaction; nothing when nothing changed', async () => {
    const memory = memoryStore([[LEGACY_SNAPSHOT_KEY, { old: true }]]);
    const saver = createSaver(memory.store, source);
    saver.markDirty('users');
    saver.markDirty('logs');
    saver.markDirty('users');
    await saver.flush();
    expect(memory.writes).toEqual([
      { puts: [META_KEY, tableKey('users'), tableKey('logs')], deletes: [LEGACY_SNAPSHOT_KEY] },
    ]);
    expect(memory.records.has(LEGACY_SNAPSHOT_KEY)).toBe(false);
    await saver.flush();
    expect(memory.writes).toHaveLength(1);
    saver.markDirty('meta');
    await saver.flush();
    expect(memory.writes[1]).toEqual({ puts: [META_KEY], deletes: [] });
    saver.markDirty('all');
    expect(saver.dirtyTables()).toEqual(TABLE_NAMES);
  });

  it('coalesces: calls made while a save runs share the single next save, which takes all their changes', async () => {
    const memory = memoryStore();
    const saver = createSaver(memory.store, source);
    saver.markDirty('users');
    const release = memory.hold();
    const first = saver.flush();
    saver.markDirty('accounts');
    const second = saver.flush();
    saver.markDirty('sessions');
    const third = saver.flush();
    expect(third).toBe(second);
    release();
    await Promise.all([first, second, third]);
    expect(memory.writes.map((write) => write.puts)).toEqual([
      [META_KEY, tableKey('users')],
      [META_KEY, tableKey('accounts'), tableKey('sessions')],
    ]);
  });

  it('keeps what a failed save did not write, and writes it with the next one', async () => {
    const memory = memoryStore();
    const saver = createSaver(memory.store, source);
    saver.markDirty('users');
    memory.failWrites(true);
    await expect(saver.flush()).rejects.toThrow('disk full');
    memory.failWrites(false);
    saver.markDirty('cards');
    await saver.flush();
    expect(memory.writes.at(-1)?.puts).toEqual([META_KEY, tableKey('users'), tableKey('cards')]);
  });

  it('saves a state that assembles and restores to the same snapshot', async () => {
    const memory = memoryStore();
    const saver = createSaver(memory.store, source);
    saver.markDirty('all');
    await saver.flush();
    const before = snapshot();
    const assembled = DbSnapshotSchema.parse(assembleSnapshot(memory.records));
    await restore(assembled);
    expect(snapshot()).toEqual(before);
  });

  it('still reads the single-record snapshot of earlier versions', () => {
    const legacy = snapshot();
    expect(assembleSnapshot(new Map([[LEGACY_SNAPSHOT_KEY, legacy]]))).toBe(legacy);
    expect(assembleSnapshot(new Map())).toBeNull();
  });
});

describe('durable before answered', () => {
  const signIn = () =>
    new CookieJar().fetch(
      `${BASE}/api/v1/auth/login`,
      json({ email: 'admin@offerdesk.test', password: TINY_PASSWORD }),
    );

  it('answers a write only once its change is saved', async () => {
    const memory = memoryStore();
    const stop = persistChanges(source, { store: memory.store });
    const release = memory.hold();
    let answered = false;
    const pending = signIn().then((response) => {
      answered = true;
      return response;
    });
    await tick();
    expect(answered).toBe(false);
    expect(memory.writes.at(-1)?.puts).toEqual(expect.arrayContaining([META_KEY, tableKey('sessions')]));
    release();
    expect((await pending).status).toBe(200);
    stop();
  });

  it('answers a read that changed nothing without saving', async () => {
    const memory = memoryStore();
    const stop = persistChanges(source, { store: memory.store });
    const response = await fetch(`${BASE}/api/v1/notification`);
    expect(response.status).toBe(200);
    expect(memory.writes).toEqual([]);
    stop();
  });

  it('answers a control that changed the state (reset) only once it is saved, every table of it', async () => {
    const memory = memoryStore();
    const stop = persistChanges(source, { store: memory.store });
    const release = memory.hold();
    let answered = false;
    const pending = fetch(`${BASE}/__mock/reset`, json({})).then((response) => {
      answered = true;
      return response;
    });
    await tick();
    expect(answered).toBe(false);
    release();
    expect((await pending).status).toBe(200);
    expect(memory.writes.at(-1)?.puts).toHaveLength(TABLE_NAMES.length + 1);
    stop();
  });

  it('answers even when the save fails (the state is right in memory), and saves it with the next change', async () => {
    const memory = memoryStore();
    const stop = persistChanges(source, { store: memory.store });
    memory.failWrites(true);
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      expect((await signIn()).status).toBe(200);
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual(['[mock] could not save the database']);
    memory.failWrites(false);
    await fetch(`${BASE}/api/v1/auth/forgot-password`, json({ email: 'a@b.test' }));
    expect(memory.records.get(tableKey('sessions'))).toHaveLength(1);
    stop();
  });

  it('saves the whole state at once when told it is unsaved (a fresh seed)', async () => {
    const memory = memoryStore();
    const stop = persistChanges(source, { store: memory.store, unsaved: true });
    await tick();
    expect(memory.writes[0]?.puts).toHaveLength(TABLE_NAMES.length + 1);
    stop();
  });

  it('lets a reload right after a write find it: the next page load restores a state in which the new session works', async () => {
    const memory = memoryStore();
    const stop = persistChanges(source, { store: memory.store });
    const jar = new CookieJar();
    expect(
      (await jar.fetch(`${BASE}/api/v1/auth/login`, json({ email: 'admin@offerdesk.test', password: TINY_PASSWORD })))
        .status,
    ).toBe(200);
    const renamed = await jar.fetch(`${BASE}/api/v1/user`, json({ fullName: 'Ada Renamed' }, { method: 'PATCH' }));
    expect(renamed.status).toBe(200);
    stop();
    // The reload: nothing but what the store holds at the moment the answer arrived.
    const saved = new Map(memory.records);
    await fetch(`${BASE}/__mock/reset`, json({ scenario: 'tiny-empty' }));
    await restore(DbSnapshotSchema.parse(assembleSnapshot(saved)));
    const me = await jar.fetch(`${BASE}/api/v1/user`);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { body: { fullName: string } }).body.fullName).toBe('Ada Renamed');
  });
});

describe('latency, faults and holds between page loads', () => {
  const withSettings = { ...source, settings: mockSettings };
  const state = async () =>
    ((await (await fetch(`${BASE}/__mock/state`)).json()) as { body: Record<string, unknown> }).body;

  it('saves what QA set before answering, and the next page load starts with it, a used fault counted down', async () => {
    const memory = memoryStore();
    const stop = persistChanges(withSettings, { store: memory.store });
    await fetch(`${BASE}/__mock/latency`, json({ ms: 40, route: 'user.get' }));
    await fetch(`${BASE}/__mock/faults`, json({ route: 'notifications.system', kind: '500', times: 2 }));
    await fetch(`${BASE}/__mock/holds`, json({ path: '/api/v1/auth/forgot-*' }));
    expect((await fetch(`${BASE}/api/v1/notification`)).status).toBe(500);
    expect(memory.writes.at(-1)?.puts).toContain(SETTINGS_KEY);
    stop();
    const before = await state();

    // The reload: a fresh mock (its settings gone), then what the store held put back.
    const saved = new Map(memory.records);
    await fetch(`${BASE}/__mock/reset`, json({}));
    await restore(DbSnapshotSchema.parse(assembleSnapshot(saved)));
    restoreMockSettings(saved.get(SETTINGS_KEY));

    const after = await state();
    expect(after).toMatchObject({
      latencyRules: [{ route: 'user.get', ms: 40 }],
      faults: [{ route: 'notifications.system', remaining: 1 }],
      holds: [{ path: '/api/v1/auth/forgot-*', caught: 0, waiting: 0 }],
    });
    expect([after.latencyRules, after.faults, after.holds]).toEqual([before.latencyRules, before.faults, before.holds]);
    expect((await fetch(`${BASE}/api/v1/notification`)).status).toBe(500);
    expect((await fetch(`${BASE}/api/v1/notification`)).status).toBe(200);
  });

  it('ignores saved settings it cannot read (another format): what is set stays', async () => {
    await fetch(`${BASE}/__mock/latency`, json({ ms: 40 }));
    restoreMockSettings({ latency: 'fast' });
    expect(await state()).toMatchObject({ latencyMs: 40 });
  });
});

describe('saving when the page goes away', () => {
  /** A page (window and document) as far as persistChanges listens to it. */
  const stubPage = () => {
    const page = new EventTarget();
    const document = { visibilityState: 'visible' as DocumentVisibilityState };
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    vi.stubGlobal('document', document);
    return { page, document };
  };

  /** A change whose save failed (it is in memory, not in the store), so only a later flush can save it. */
  const unsavedChange = async (memory: ReturnType<typeof memoryStore>) => {
    memory.failWrites(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await new CookieJar().fetch(
      `${BASE}/api/v1/auth/login`,
      json({ email: 'admin@offerdesk.test', password: TINY_PASSWORD }),
    );
    warn.mockRestore();
    memory.failWrites(false);
    expect(memory.records.get(tableKey('sessions'))).toBeUndefined();
  };

  it.each(['pagehide', 'visibilitychange'] as const)('saves what is unsaved on %s', async (event) => {
    const { page, document } = stubPage();
    const memory = memoryStore();
    const stop = persistChanges(source, { store: memory.store });
    await unsavedChange(memory);
    document.visibilityState = 'hidden';
    page.dispatchEvent(new Event(event));
    await tick();
    expect(memory.records.get(tableKey('sessions'))).toHaveLength(1);
    stop();
  });

  it('does not save on visibilitychange while the page stays visible, nor after it stopped listening', async () => {
    const { page } = stubPage();
    const memory = memoryStore();
    const stop = persistChanges(source, { store: memory.store });
    await unsavedChange(memory);
    const writes = memory.writes.length;
    page.dispatchEvent(new Event('visibilitychange'));
    stop();
    page.dispatchEvent(new Event('pagehide'));
    await tick();
    expect(memory.writes).toHaveLength(writes);
  });
});
