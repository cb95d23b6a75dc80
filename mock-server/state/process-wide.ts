import type { ProcessStateName } from './registry';

/**
 * A value the whole process shares, declared under its name in
 * state/registry.ts: what an entry point installs, or a cache that is the
 * same for every universe. An object, so that it is changed in place and its
 * module never needs a `let`.
 */
export const processWide = <T extends object>(_name: ProcessStateName, value: T): T => value;
