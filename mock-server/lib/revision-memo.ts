import { stateRevision } from '../state/changes';
import { universeLocal } from '../state/universe-local';

/*
 * Work a read derives from the state, kept until the state changes: every
 * write, seed, restore and clock move raises the revision (state/changes.ts),
 * and a memo from an older revision is never used. Reads between two writes
 * (a dashboard paged, sorted and filtered) then share it.
 */

/**
 * `compute(owner, input)` remembered for the current revision, per owner (a
 * database, held weakly) and per `keyOf(input)` (the input itself by
 * default: an object by identity). At most `limit` inputs per revision.
 * Per universe too: the database a handler holds is one stand-in for every
 * universe's (state/universe-local.ts), and the revision counts every universe's writes.
 */
export const memoPerRevision = <O extends object, I, V>(
  compute: (owner: O, input: I) => V,
  { keyOf = (input: I): unknown => input, limit = 64 }: { keyOf?: (input: I) => unknown; limit?: number } = {},
) => {
  const memosOf = universeLocal('revisionMemos', () => new WeakMap<O, { revision: number; values: Map<unknown, V> }>());
  return (owner: O, input: I): V => {
    const revision = stateRevision();
    const memos = memosOf();
    let memo = memos.get(owner);
    if (!memo || memo.revision !== revision) {
      memo = { revision, values: new Map() };
      memos.set(owner, memo);
    }
    const key = keyOf(input);
    if (memo.values.has(key)) return memo.values.get(key) as V;
    const value = compute(owner, input);
    if (memo.values.size >= limit) memo.values.clear();
    memo.values.set(key, value);
    return value;
  };
};
