/**
 * The seam between the sign-in screen and Google. The screen asks for an access token and
 * posts it to auth/login/google; how the token is obtained is the provider's business.
 *
 * - With the in-browser mock, `useMockGoogleProvider` shows a "Choose an account" list of
 *   the mock's personas where Google's own chooser would appear, and answers the mock's
 *   test token (`mock-google-token:<email>`).
 * - A real provider (Google Identity Services' token client, say) implements the same
 *   type: `requestAccessToken` opens Google's pop-up and resolves its access token. Until
 *   one is configured, `unavailableGoogleProvider` fails, and the screen says the service
 *   is not available.
 */
export type GoogleProvider = {
  /** The access token, or null when the person closed the chooser. Rejects when the service fails. */
  requestAccessToken: () => Promise<string | null>;
};

export const unavailableGoogleProvider: GoogleProvider = {
  requestAccessToken: () => Promise.reject(new Error('No Google sign-in provider is configured')),
};
