import { Button } from '@mantine/core';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';

/** "Continue with Google" (the third-party sign-in), with whatever its provider renders. */
export function GoogleSignInButton({ onStart, onError }: { onStart: () => void; onError: (message: string) => void }) {
  const google = useGoogleSignIn({ onStart, onError });
  return (
    <>
      <Button variant="default" fullWidth loading={google.isPending} onClick={() => void google.signIn()}>
        Continue with Google
      </Button>
      {google.element}
    </>
  );
}
