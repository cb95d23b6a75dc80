import type { VerificationChannel } from '@contract/schemas/enums';
import { requestJournal } from '@mock/node';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export type CodeRequest = { channel: VerificationChannel; force: boolean };

/** Every code request (POST user/verification-codes/{channel}) the app sent, oldest first, from the mock's request journal. */
export const codeRequests = (): CodeRequest[] =>
  requestJournal({ route: 'verification.requestCode' })
    .reverse()
    .map((entry) => ({
      channel: entry.path.split('/').at(-1) as VerificationChannel,
      force: (entry.body as { force: boolean }).force,
    }));

export const dialog = (name: 'Email verification' | 'Phone verification') => screen.findByRole('dialog', { name });

export const codeBoxes = (container: HTMLElement = document.body) =>
  within(container).getAllByRole('textbox', { name: /^Digit \d of 4$/ });

/** Types a code into the focused first box, as a user would. */
export const typeCode = (user: UserEvent, code: string) => user.keyboard(code);
