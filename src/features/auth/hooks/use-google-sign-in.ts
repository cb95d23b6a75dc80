import { GOOGLE_SIGN_IN_FAILURE } from '@contract/schemas/messages';
import { successBody } from '@/lib/success-body';
import { useSessionActions } from '@/lib/session/use-session-actions';
import { useGoogleLogin } from '../api/use-google-login';
import { useGoogleProvider } from '../google/use-google-provider';

/** The one sentence for every failure of the third-party sign-in. */
const GOOGLE_UNAVAILABLE: string = GOOGLE_SIGN_IN_FAILURE;

/**
 * "Continue with Google": the provider's access token (google/google-provider.ts), then
 * POST auth/login/google, then the session. Whatever fails (the provider, the network, the
 * server refusing the token) the user reads GOOGLE_UNAVAILABLE; closing the chooser is not a
 * failure. `element` is what the provider renders (the mock's chooser).
 */
export const useGoogleSignIn = ({ onStart, onError }: { onStart: () => void; onError: (message: string) => void }) => {
  const { provider, element } = useGoogleProvider();
  const login = useGoogleLogin();
  const { completeSignIn } = useSessionActions();

  const signIn = async () => {
    onStart();
    try {
      const accessToken = await provider.requestAccessToken();
      if (accessToken === null) return;
      const user = successBody(await login.mutateAsync({ body: { accessToken } }));
      await completeSignIn(user);
    } catch {
      onError(GOOGLE_UNAVAILABLE);
    }
  };

  // Busy only while the API answers: the chooser, while open, hands focus back to the button when it closes.
  return { signIn, isPending: login.isPending, element };
};
