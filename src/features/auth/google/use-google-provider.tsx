import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { isBrowserMockEnabled } from '@/config/env';
import { unavailableGoogleProvider, type GoogleProvider } from './google-provider';
import { mockGoogleToken } from './mock-google-accounts';

// Its own chunk: an app built without the mock never loads the persona list.
const MockGoogleChooser = lazy(() =>
  import('./mock-google-chooser').then((module) => ({ default: module.MockGoogleChooser })),
);

type ProviderHandle = {
  provider: GoogleProvider;
  /** What the provider renders on the page (the mock's chooser); null for a pop-up provider. */
  element: ReactNode;
};

/** The mock's provider: requestAccessToken opens the chooser and resolves with the chosen persona's token. */
const useMockGoogleProvider = (): ProviderHandle => {
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first request on and then only closed, so the dialog hands focus back to the button.
  const [isMounted, setMounted] = useState(false);
  const pending = useRef<((token: string | null) => void) | null>(null);

  const settle = useCallback((token: string | null) => {
    pending.current?.(token);
    pending.current = null;
    setOpen(false);
  }, []);

  const provider = useMemo<GoogleProvider>(
    () => ({
      requestAccessToken: () =>
        new Promise<string | null>((resolve) => {
          pending.current?.(null);
          pending.current = resolve;
          setMounted(true);
          setOpen(true);
        }),
    }),
    [],
  );

  const element = isMounted ? (
    <Suspense fallback={null}>
      <MockGoogleChooser
        opened={isOpen}
        onChoose={(email) => settle(mockGoogleToken(email))}
        onClose={() => settle(null)}
      />
    </Suspense>
  ) : null;
  return { provider, element };
};

const useUnavailableGoogleProvider = (): ProviderHandle => ({ provider: unavailableGoogleProvider, element: null });

/**
 * The Google provider of this build: the mock's chooser when the in-browser mock runs (and in
 * component tests), otherwise none yet. Chosen once per build, so the hook order never changes.
 */
export const useGoogleProvider: () => ProviderHandle = isBrowserMockEnabled()
  ? useMockGoogleProvider
  : useUnavailableGoogleProvider;
