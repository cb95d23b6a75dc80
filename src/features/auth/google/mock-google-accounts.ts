/**
 * The accounts the mock's Google chooser offers: the mock's well-known personas
 * (fixtures/personas.ts, docs/scenarios.md). src/ may not import fixtures/, so they are
 * listed here; tests/component/features/auth/google-sign-in.test.tsx checks them against the
 * fixtures. A real Google chooser shows the person's own Google accounts instead.
 */
export const MOCK_GOOGLE_ACCOUNTS: readonly { fullName: string; email: string }[] = [
  { fullName: 'Maya Thornton', email: 'listing.agent@offerdesk.test' },
  { fullName: 'Daniel Okafor', email: 'co.listing.agent@offerdesk.test' },
  { fullName: 'Rebecca Lindqvist', email: 'seller@offerdesk.test' },
  { fullName: 'Carlos Mendoza', email: 'buyers.agent@offerdesk.test' },
  { fullName: 'Priya Raman', email: 'buyer@offerdesk.test' },
  { fullName: 'Grace Whitfield', email: 'admin@offerdesk.test' },
  { fullName: 'Evan Brooks', email: 'unverified@offerdesk.test' },
  { fullName: 'Nora Castellanos', email: 'limit.agent@offerdesk.test' },
];

/** The access token the mock's auth/login/google accepts for an account (docs/mock-server/limits-and-security.md, "Test tokens"). */
export const mockGoogleToken = (email: string): string => `mock-google-token:${email}`;
