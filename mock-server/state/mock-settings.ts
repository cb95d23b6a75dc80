import { z } from 'zod';
import { faultSettings, restoreFaultSettings, type Fault } from './faults';
import { holdSettings, restoreHoldSettings } from './holds';
import { latencySettings, restoreLatencySettings } from './latency';

/*
 * What QA and the mock panel set (latency, faults, holds), as the browser mock
 * saves it beside its data (browser/persistence.ts): it survives a reload until a
 * reset or a control clears it, so the first request of the next page load can be
 * slowed, held or broken. A held request itself goes with its page.
 */

const TargetFields = { method: z.string().nullable(), path: z.string().nullable(), route: z.string().nullable() };

const SavedSettingsSchema = z.object({
  latency: z.object({
    latencyMs: z.number(),
    rules: z.array(z.object({ ...TargetFields, ms: z.number() })),
  }),
  faults: z.object({
    // Checked by the faults' own schema when they were set; read back as they were saved.
    faults: z.array(z.object({ id: z.number(), remaining: z.number().nullable(), kind: z.string() }).passthrough()),
    nextFaultId: z.number(),
  }),
  holds: z.object({
    holds: z.array(z.object({ ...TargetFields, id: z.number(), count: z.number(), caught: z.number() })),
    nextHoldId: z.number(),
  }),
});

export const mockSettings = () => ({ latency: latencySettings(), faults: faultSettings(), holds: holdSettings() });

/** Puts saved settings back; anything that does not fit (an older format) is left out. */
export const restoreMockSettings = (saved: unknown): void => {
  const parsed = SavedSettingsSchema.safeParse(saved);
  if (!parsed.success) return;
  restoreLatencySettings(parsed.data.latency);
  restoreFaultSettings({ ...parsed.data.faults, faults: parsed.data.faults.faults as Fault[] });
  restoreHoldSettings(parsed.data.holds);
};
