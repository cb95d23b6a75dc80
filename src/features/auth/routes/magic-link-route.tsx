import { useSearchParams } from 'react-router';
import { authorizeMagicLink, signUpRequirementsOf } from '../api/authorize-magic-link';
import { AuthPage } from '../components/auth-page';
import { MagicLinkSignUp } from '../components/magic-link-sign-up';
import { TokenSignInStatus } from '../components/token-sign-in-status';
import { useTokenSignIn } from '../hooks/use-token-sign-in';

/**
 * /auth/magic-link?auth-token=...: authorises the link as it opens.
 * Success signs in; a 409 means the invitee has no password yet and starts the sign-up;
 * anything else is the error with Try again.
 */
export function MagicLinkRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('auth-token');
  const { state, retry } = useTokenSignIn(token, authorizeMagicLink);
  const requirements = state.status === 'failed' ? signUpRequirementsOf(state.error) : null;

  return (
    <AuthPage title="Magic link">
      {token && requirements ? (
        <MagicLinkSignUp token={token} requirements={requirements} />
      ) : (
        <TokenSignInStatus status={state.status} onRetry={retry} />
      )}
    </AuthPage>
  );
}
