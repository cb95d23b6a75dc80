import type { VerificationChallenge } from '@contract/schemas/enums';
import type { User } from '@contract/schemas/user';
import { Modal, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { session } from '@/lib/session/session';
import { useSessionState } from '@/lib/session/use-session';
import { CHALLENGE_TEXTS } from '../verification-texts';
import { VerificationCard } from './verification-card';

/** Every modal's transition (100 ms) and max width (434 px). */
const VERIFICATION_MODAL_SIZE = 434;
const VERIFICATION_MODAL_TRANSITION_MS = 100;

/**
 * The verification modal, mounted once in the frame for a signed-in user.
 * It is open while the session's pending challenges are not empty, e-mail first, then
 * phone (the store keeps them in that order); each verified code resolves its challenge,
 * so the next one shows or, with none left, the modal closes. Whoever wants verification
 * only sets the pending challenges: a 403 with `challenges`, the profile after an update,
 * /settings/verify.
 *
 * Closing it (Escape, the close button) dismisses the challenges for now: nothing is
 * verified, the frame's warning stays, and it or /settings/verify starts again
 * (docs/account-screens.md, "Rules worth knowing").
 */
export function VerificationModal({ user }: { user: User }) {
  const pending = useSessionState((state) => state.pendingChallenges);
  // The server's word wins over the stored user: a 403 asking for a step the stored user
  // claims to have done still shows it (the code request then says what the server thinks).
  const current = pending[0];
  // The step on screen; kept while the modal fades out, so the closing modal keeps its content.
  const [shown, setShown] = useState<VerificationChallenge | undefined>(current);
  if (current !== undefined && current !== shown) setShown(current);
  // Said inside the modal when one step leads to the next, or outside once it has closed.
  const [stepNotice, setStepNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const onVerified = (challenge: VerificationChallenge) => {
    const verified = CHALLENGE_TEXTS[challenge].verified;
    const next = session.getState().pendingChallenges.filter((pendingOne) => pendingOne !== challenge);
    if (next.length > 0) {
      setStepNotice(verified);
    } else {
      setStepNotice(null);
      setAnnouncement(verified);
    }
    session.resolveChallenge(challenge);
  };

  const dismiss = () => {
    setStepNotice(null);
    session.setPendingChallenges([]);
  };

  return (
    <>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Modal
        opened={current !== undefined}
        onClose={dismiss}
        title={shown ? CHALLENGE_TEXTS[shown].modalTitle : undefined}
        size={VERIFICATION_MODAL_SIZE}
        transitionProps={{ duration: VERIFICATION_MODAL_TRANSITION_MS }}
        closeButtonProps={{ 'aria-label': 'Close verification' }}
        centered
      >
        {stepNotice && (
          <Text role="status" size="sm" c="green.9" mb="sm">
            {stepNotice}
          </Text>
        )}
        {shown && (
          <VerificationCard
            key={shown}
            challenge={shown}
            user={user}
            onVerified={() => onVerified(shown)}
            onLeave={dismiss}
          />
        )}
      </Modal>
    </>
  );
}
