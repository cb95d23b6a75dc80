/**
 * The US phone mask of spec section 5, (ddd) ddd-dddd with a first digit from 1 to 9,
 * applied as the user types: digits only, leading zeros dropped, ten digits at most. The
 * closing parenthesis appears only with the fourth digit, so Backspace is never stuck on it.
 */
export const formatUsPhone = (input: string): string => {
  const digits = input.replace(/\D/g, '').replace(/^0+/, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};
