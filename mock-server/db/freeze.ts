/**
 * Stored rows are frozen, deeply: a handler that changed a row in place would
 * skip validation, the indexes and persistence. In an ES module (strict
 * mode) such a write throws at once, which turns a silent bug into a 500.
 */
export const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
};
