/**
 * The one wall-clock read of the mock (an ESLint exception names this file):
 * when a universe was created and last used, for the people listing them and
 * for nothing else. No data, no timestamp an answer carries, comes from here;
 * those read the universe's own clock (state/clock.ts).
 */
export const wallClockIso = (): string => new Date(Date.now()).toISOString();
