/** A failure for server.use overrides, in the API's envelope: its message and what else the client reads. */
export const failure = (message: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  message,
  ...extra,
});
