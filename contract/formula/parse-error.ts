/**
 * The one error the formula language throws. `position` is 1-based (the first
 * character is position 1), the same number the message shows, so a form can
 * print the message as-is and put the caret at `position - 1`.
 */
export class FormulaParseError extends Error {
  override readonly name = 'FormulaParseError';

  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

/** A token or character as the messages show it: quoted, escaped, and cut short if long. */
export const quote = (text: string): string => JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text);
