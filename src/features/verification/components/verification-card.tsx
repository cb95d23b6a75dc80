import { VERIFICATION_CODE_LENGTH } from '@contract/verification';
import type { VerificationChallenge } from '@contract/schemas/enums';
import type { User } from '@contract/schemas/user';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { CodeInput, type CodeInputHandle } from '@/components/code-input/code-input';
import { useVerificationStep } from '../hooks/use-verification-step';
import { CHALLENGE_TEXTS, CHECKING_CODE, CODE_LABEL, RESEND_LABEL } from '../verification-texts';
import { BlockedStep } from './blocked-step';

type Props = {
  challenge: VerificationChallenge;
  user: User;
  onVerified: () => void;
  /** Leaves the flow for now (the missing-phone link). */
  onLeave: () => void;
};

/** One step of the modal: the e-mail or the phone card. */
export function VerificationCard({ challenge, user, onVerified, onLeave }: Props) {
  const texts = CHALLENGE_TEXTS[challenge];
  const codeInput = useRef<CodeInputHandle>(null);
  const step = useVerificationStep({ challenge, user, codeInput, onVerified });
  const { state } = step;

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {texts.cardTitle}
      </Title>
      {state.kind === 'blocked' ? (
        <BlockedStep message={state.message} onLeave={onLeave} />
      ) : (
        <>
          <CodeInput
            ref={codeInput}
            label={CODE_LABEL}
            description={texts.instruction}
            length={VERIFICATION_CODE_LENGTH}
            onComplete={step.submit}
            error={state.error}
            readOnly={step.isChecking}
            autoFocus
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={step.resend}
            disabled={step.isSending}
            w="fit-content"
          >
            {RESEND_LABEL}
          </Anchor>
          {/* Always present, so that what it says next is announced. */}
          <Text role="status" size="sm" c="dimmed" mih="1.5em">
            {step.isChecking ? CHECKING_CODE : state.notice}
          </Text>
        </>
      )}
    </Stack>
  );
}
