import type { HttpHandler } from 'msw';
import { routeOfHandler } from '../framework/define-handler';
import { compareSegments } from '../framework/route-table';

/**
 * msw answers with the first handler that matches, and `/listing/:id` also
 * matches `/listing/public`. Sorting puts, at the first segment where two
 * paths differ in kind, the literal segment before the parameter, so no
 * domain engineer has to think about the order of the barrel.
 */
const segmentsOf = (handler: HttpHandler): string[] => (routeOfHandler(handler)?.path ?? '').split('/');

const compareSpecificity = (a: HttpHandler, b: HttpHandler): number => compareSegments(segmentsOf(a), segmentsOf(b));

export const bySpecificity = (handlers: readonly HttpHandler[]): HttpHandler[] =>
  [...handlers].sort(compareSpecificity);
