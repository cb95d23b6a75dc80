import { REFUSALS } from '@contract/rules/refusals';
import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { fieldError } from '../../lib/errors';
import { requireUser } from '../../policies/session';
import { findPreference } from '../../policies/preferences';

/** Sets one preference (created or replaced); the body repeats the path's key, else a 400 on `key`. */
export const setPreference = defineHandler(contract.preferences.set, async (ctx) => {
  const user = requireUser(ctx);
  const { key } = ctx.params;
  if (ctx.body.key !== key) throw fieldError('key', REFUSALS.keyMismatch);
  const existing = findPreference(ctx.db, user.id, key);
  const saved = existing
    ? await ctx.db.preferences.update(existing.id, { value: ctx.body.value })
    : await ctx.db.preferences.insert({ userId: user.id, key, value: ctx.body.value });
  return { status: 200, body: { key: saved.key, value: saved.value } };
});
