import type { BestDirection } from './offer-row-format';

/**
 * The columns holding a row's best value (compare): every column tied for the
 * highest or the lowest, ignoring columns without a value. No mark when fewer than two columns
 * have a value, or when they are all equal: nothing stands out then.
 */
export const bestColumns = (values: readonly (number | null)[], direction: BestDirection): Set<number> => {
  const present = values.filter((value): value is number => value !== null);
  if (present.length < 2) return new Set();
  const best = direction === 'highest' ? Math.max(...present) : Math.min(...present);
  if (present.every((value) => value === best)) return new Set();
  return new Set(values.flatMap((value, index) => (value === best ? [index] : [])));
};
