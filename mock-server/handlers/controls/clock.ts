import { z } from 'zod';
import { clock } from '../../state/clock';
import { defineControl } from './define-control';

const ClockBodySchema = z
  .object({
    now: z.string().datetime({ offset: true }).optional().describe('Set the clock to this instant'),
    advanceMs: z
      .number()
      .int()
      .min(-10 * 365 * 86_400_000)
      .max(10 * 365 * 86_400_000)
      .optional(),
  })
  .refine((body) => (body.now === undefined) !== (body.advanceMs === undefined), {
    message: 'Send exactly one of now (an ISO instant) or advanceMs',
  });

/** POST /__mock/clock { now } or { advanceMs }: moves time and runs the "time moved" listeners before answering. */
export const clockControl = defineControl('post', '/clock', ClockBodySchema, async ({ body }) => {
  clock.set(body.now ?? clock.nowMs() + (body.advanceMs ?? 0));
  await clock.settle();
  return { body: { clock: clock.now() } };
});
