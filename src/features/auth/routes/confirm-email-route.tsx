import { useSearchParams } from 'react-router';
import { loginWithToken } from '../api/login-with-token';
import { AuthPage } from '../components/auth-page';
import { TokenSignInStatus } from '../components/token-sign-in-status';
import { useTokenSignIn } from '../hooks/use-token-sign-in';

/** /auth/confirm-email?token=...: the link of a confirmation e-mail signs in (token login). */
export function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();
  const { state, retry } = useTokenSignIn(searchParams.get('token'), loginWithToken);
  return (
    <AuthPage title="Confirm e-mail">
      <TokenSignInStatus status={state.status} onRetry={retry} />
    </AuthPage>
  );
}
