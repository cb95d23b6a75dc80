/*
 * The "contingent offers do not trigger escalation" toggle (docs/offer-decisions.md) travels in the URL of the
 * offers tab and of compare, so that compare opened from the tab resolves escalation the same
 * way: `contingentTriggers=false`; absent, contingent offers trigger escalation like any other
 * (docs/decisions/0034).
 */

export const CONTINGENT_TRIGGERS_PARAM = 'contingentTriggers';

export const readContingentTriggers = (params: URLSearchParams): boolean =>
  params.get(CONTINGENT_TRIGGERS_PARAM) !== 'false';

/** `params` with the toggle set: the default (contingent offers trigger) is left out. */
export const withContingentTriggers = (params: URLSearchParams, triggers: boolean): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (triggers) next.delete(CONTINGENT_TRIGGERS_PARAM);
  else next.set(CONTINGENT_TRIGGERS_PARAM, 'false');
  return next;
};
