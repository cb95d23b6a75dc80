import { describe, expect, it } from 'vitest';
import { resolvePageJump } from '@/components/pagination/page-jump';

describe('resolvePageJump (spec section 5: an integer from 1 to the last page, else the current page)', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    ['417', 417],
    [' 12 ', 12],
    ['03', 3],
  ])('goes to page %j', (input, expected) => {
    expect(resolvePageJump(input, 5, 417)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['0', 'below the first page'],
    ['418', 'past the last page'],
    ['-2', 'negative'],
    ['2.5', 'a fraction'],
    ['3.0', 'a decimal'],
    ['1e2', 'an exponent'],
    ['abc', 'text'],
    ['4 5', 'two numbers'],
  ])('stays on the current page for %j (%s)', (input) => {
    expect(resolvePageJump(input, 5, 417)).toBe(5);
  });
});
