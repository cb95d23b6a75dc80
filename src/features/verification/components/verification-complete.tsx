import { Alert, Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { resolveReturnPath } from '@/lib/session/return-path';
import { session } from '@/lib/session/session';
import { useSessionState } from '@/lib/session/use-session';

const VERIFICATION_COMPLETE = 'Your e-mail address and phone number are verified.';

/**
 * Shown on /settings/verify once both are verified. Continue goes where the user was
 * headed when a guard sent them here (e.g. /listings/new), else home. It takes focus: the
 * button that started the flow is gone with the steps it started.
 */
export function VerificationComplete() {
  const returnPath = useSessionState((state) => state.returnPath);
  const target = returnPath?.startsWith(paths.settings.verify.path) ? paths.home.href() : resolveReturnPath(returnPath);
  const continueRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => continueRef.current?.focus(), []);

  return (
    <Alert color="green" variant="light" title={VERIFICATION_COMPLETE}>
      <Button component={Link} to={target} ref={continueRef} mt="xs" onClick={() => session.setReturnPath(null)}>
        Continue
      </Button>
    </Alert>
  );
}
