import type { VerificationChannel } from '@contract/schemas/enums';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { server as testServer } from '../../render';

export type CodeRequest = { channel: VerificationChannel; force: boolean };

/** Records every code request (POST user/verification-codes/{channel}) the app sends, in order. */
export const recordCodeRequests = (server: typeof testServer): CodeRequest[] => {
  const requests: CodeRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const match = /\/api\/v1\/user\/verification-codes\/(email|phone)$/.exec(new URL(request.url).pathname);
    if (request.method !== 'POST' || !match) return;
    // The body is read from a clone: the mock's handler reads the request itself.
    void request
      .clone()
      .json()
      .then((body: { force: boolean }) =>
        requests.push({ channel: match[1] as VerificationChannel, force: body.force }),
      );
  });
  return requests;
};

export const dialog = (name: 'Email verification' | 'Phone verification') => screen.findByRole('dialog', { name });

export const codeBoxes = (container: HTMLElement = document.body) =>
  within(container).getAllByRole('textbox', { name: /^Digit \d of 4$/ });

/** Types a code into the focused first box, as a user would. */
export const typeCode = (user: UserEvent, code: string) => user.keyboard(code);

/** Verification errors for server.use overrides, in the API's failure envelope. */
export const failure = (message: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  message,
  ...extra,
});
