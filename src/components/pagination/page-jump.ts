const WHOLE_NUMBER = /^\d+$/;

/**
 * Where a typed page number leads: an integer from 1 to the last page,
 * anything else (empty, a fraction, out of range, text) goes back to the current page.
 */
export const resolvePageJump = (input: string, current: number, lastPage: number): number => {
  const text = input.trim();
  if (!WHOLE_NUMBER.test(text)) return current;
  const page = Number(text);
  return page >= 1 && page <= lastPage ? page : current;
};
