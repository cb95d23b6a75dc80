import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { requireUser } from '../../policies/session';
import { findPreference } from '../../policies/preferences';

/** One of the signed-in user's preferences; body null when it was never set (the client reads body.value). */
export const getPreference = defineHandler(contract.preferences.get, (ctx) => {
  const user = requireUser(ctx);
  const preference = findPreference(ctx.db, user.id, ctx.params.key);
  return { status: 200, body: preference ? { key: preference.key, value: preference.value } : null };
});
