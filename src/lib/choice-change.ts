/**
 * A multi-choice control (a checkbox group, a multi-select) reports its whole new selection,
 * worked out from the selection it showed. Applied to `latest` (the selection every change
 * so far leads to) it adds only what was just ticked and removes only what was just
 * unticked, so a change still on its way to the URL is kept. New choices go last.
 *
 *   applyChoiceChange(['active'], ['active', 'pending'], ['sold', 'active']) // ['sold', 'active', 'pending']
 */
export const applyChoiceChange = <T>(shown: readonly T[], chosen: readonly T[], latest: readonly T[]): T[] => {
  const removed = shown.filter((value) => !chosen.includes(value));
  const added = chosen.filter((value) => !shown.includes(value) && !latest.includes(value));
  return [...latest.filter((value) => !removed.includes(value)), ...added];
};
