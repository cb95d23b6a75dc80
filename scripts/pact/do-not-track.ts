// Imported first wherever Pact runs (scripts/pact-verify.ts, scripts/pact/verify.ts, the consumer
// tests' helpers): Pact's native core sends anonymous usage events to an analytics service unless
// PACT_DO_NOT_TRACK is set, so it is set before @pact-foundation/pact loads. The vitest projects
// (vite.config.ts) and .ci/run set it too.
process.env.PACT_DO_NOT_TRACK = 'true';
