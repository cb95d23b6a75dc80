import { delay, HttpResponse } from 'msw';
import { z } from 'zod';

/**
 * Injected failures for QA, set by POST /__mock/faults. A fault matches a
 * request by method (any when absent) and a glob on the URL path (`*` any
 * run of characters, `/` included; `?` one character), applies to the next
 * `times` matching /api/v1 requests (forever when absent), and is checked
 * before the session and the input, like a failing proxy would be.
 */
export const FaultKindSchema = z.enum(['500', 'timeout', 'malformed', 'network']);
export type FaultKind = z.infer<typeof FaultKindSchema>;

export const FaultInputSchema = z.object({
  method: z
    .string()
    .regex(/^[A-Za-z]+$/, 'Expected an HTTP method such as GET')
    .transform((method) => method.toUpperCase())
    .optional(),
  path: z
    .string()
    .max(500)
    .regex(/^[/*]/, 'Expected a path glob such as /api/v1/listing* (or * for every route)'),
  kind: FaultKindSchema,
  times: z.number().int().positive().optional(),
  status: z.number().int().min(200).max(599).optional().describe("For '500' (default 500) and 'malformed' (default 200)"),
});
export type FaultInput = z.infer<typeof FaultInputSchema>;

export type Fault = FaultInput & { id: number; remaining: number | null };

let faults: Fault[] = [];
let nextFaultId = 1;

const globToRegExp = (glob: string): RegExp =>
  new RegExp(
    `^${glob
      .split('')
      .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );

export const addFault = (input: FaultInput): Fault => {
  const fault: Fault = { ...input, id: nextFaultId++, remaining: input.times ?? null };
  faults.push(fault);
  return fault;
};

export const listFaults = (): readonly Fault[] => faults.map((fault) => ({ ...fault }));

export const clearFaults = (): void => {
  faults = [];
};

/** The first fault matching the request, counted down (and dropped at zero); null when none applies. */
export const takeFault = (method: string, pathname: string): Fault | null => {
  const fault = faults.find(
    (candidate) =>
      (candidate.method === undefined || candidate.method === method.toUpperCase()) &&
      globToRegExp(candidate.path).test(pathname),
  );
  if (!fault) return null;
  if (fault.remaining !== null) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault);
  }
  return { ...fault };
};

/**
 * The response of an injected fault. Deliberately not checked against the
 * contract: a fault imitates a broken server or network, not the API.
 */
export const faultResponse = async (fault: Fault, request: Request): Promise<Response> => {
  const where = `${request.method} ${new URL(request.url).pathname}`;
  switch (fault.kind) {
    case '500':
      return HttpResponse.json(
        { success: false, message: `Injected fault (${fault.status ?? 500}) on ${where}` },
        { status: fault.status ?? 500 },
      );
    case 'malformed':
      // Valid headers, a body cut off mid-way: the client's PARSING_ERROR.
      return new HttpResponse('{"success": true, "body": {"injected": "malformed', {
        status: fault.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      // Never answers; the client's own timeout (or abort) ends the request.
      await delay('infinite');
      return HttpResponse.error();
  }
};
