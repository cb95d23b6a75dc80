import type { HttpHandler } from 'msw';
import { routeOfHandler } from '../lib/define-handler';

/**
 * msw answers with the first handler that matches, and `/listing/:id` also
 * matches `/listing/public`. Sorting puts, at the first segment where two
 * paths differ in kind, the literal segment before the parameter, so no
 * domain engineer has to think about the order of the barrel.
 */
const segmentsOf = (handler: HttpHandler): string[] => (routeOfHandler(handler)?.path ?? '').split('/');

export const compareSpecificity = (a: HttpHandler, b: HttpHandler): number => {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const leftIsParam = left[index]!.startsWith(':');
    const rightIsParam = right[index]!.startsWith(':');
    if (leftIsParam !== rightIsParam) return leftIsParam ? 1 : -1;
  }
  return 0;
};

export const bySpecificity = (handlers: readonly HttpHandler[]): HttpHandler[] => [...handlers].sort(compareSpecificity);
