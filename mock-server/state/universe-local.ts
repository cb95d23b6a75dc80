import type { UniverseStateName } from './registry';
import { processWide } from './process-wide';

/*
 * Universes (docs/mock-server/universes.md, "Universes"): the HTTP server hosts many
 * isolated worlds, each with its own database, clock, latency, faults and
 * the rest of the mock's state. That state is declared in module-level
 * values of state/ and db/, each through one of the helpers below with its
 * name in state/registry.ts: the value is then one per universe, created on
 * first use in a universe, and the code that reads it does not change.
 *
 *   const state = perUniverse('faults', () => ({ faults: [] as Fault[], nextFaultId: 1 }));  // an object: use it as before
 *   const running = perUniverse('idempotency', () => new Map<string, Promise<void>>());       // a Map, a Set, a class instance
 *
 * Which universe is "current" is the entry point's business: the browser and
 * the in-process Node mock always use `default`; the HTTP server resolves it
 * per request (mock-server/universes/context.ts, AsyncLocalStorage, kept
 * out of this file so the browser bundle never sees node:async_hooks).
 */

/** Where one universe's module state lives: a slot per perUniverse/universeLocal declaration. */
export type UniverseScope = { readonly name: string; readonly slots: Map<symbol, unknown> };

export const DEFAULT_UNIVERSE = 'default';

export const createUniverseScope = (name: string): UniverseScope => ({ name, slots: new Map() });

const defaultScope = createUniverseScope(DEFAULT_UNIVERSE);

const universeResolver = processWide('universeResolver', { current: (): UniverseScope => defaultScope });

/** The `default` universe's scope: the one the browser and the in-process Node mock use. */
export const defaultUniverseScope = (): UniverseScope => defaultScope;

/** The entry point's way of telling the current universe (the HTTP server's: its request's); null restores the default. */
export const setUniverseResolver = (resolver: (() => UniverseScope) | null): void => {
  universeResolver.current = resolver ?? (() => defaultScope);
};

/** A value per universe, created by `create` on first use in each: call the accessor to get the current universe's. */
export const universeLocal = <T>(name: UniverseStateName, create: () => T): (() => T) => {
  const key = Symbol(name);
  return () => {
    const { slots } = universeResolver.current();
    if (slots.has(key)) return slots.get(key) as T;
    const value = create();
    slots.set(key, value);
    return value;
  };
};

/**
 * A stand-in object that forwards every access to `target()`'s current value.
 * Methods are bound to the real object (class private fields, Map and Set
 * internals need their own `this`), once per object and name.
 */
export const delegateTo = <T extends object>(target: () => T): T => {
  const bound = new WeakMap<object, Map<PropertyKey, unknown>>();
  const read = (object: T, property: PropertyKey): unknown => {
    const value: unknown = Reflect.get(object, property, object);
    if (typeof value !== 'function') return value;
    let methods = bound.get(object);
    if (!methods) bound.set(object, (methods = new Map()));
    let method = methods.get(property);
    if (method === undefined || (method as { original?: unknown }).original !== value) {
      method = Object.assign((value as (...args: unknown[]) => unknown).bind(object), { original: value });
      methods.set(property, method);
    }
    return method;
  };
  return new Proxy({} as T, {
    get: (_stand, property) => read(target(), property),
    set: (_stand, property, value) => Reflect.set(target(), property, value),
    has: (_stand, property) => Reflect.has(target(), property),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_stand, property) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), property);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
};

/** An object (a Map, a class instance, a plain state object) per universe, used exactly like the one it replaces. */
export const perUniverse = <T extends object>(name: UniverseStateName, create: () => T): T =>
  delegateTo(universeLocal(name, create));
