import { useCallback, useEffect, useState } from 'react';
import { callControl } from '../api/mock-control';
import type { MockState } from '../api/mock-types';

export type MockStatus = {
  /** GET /__mock/state as last read; null before the first answer. */
  state: MockState | null;
  /** What the last action or read could not do, for the panel to show. */
  error: string | null;
  /** An action is under way: its buttons wait. */
  isBusy: boolean;
  /** Reads the state again. */
  reload: () => void;
  /** Runs an action of the panel, shows its failure, and reads the state again after it. */
  run: (action: () => Promise<unknown>) => Promise<void>;
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The mock's state for the panel, read when it mounts and again after each action. */
export const useMockStatus = (): MockStatus => {
  const [state, setState] = useState<MockState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    callControl<MockState>('GET', '/state').then(
      (read) => isCurrent && setState(read),
      (failure: unknown) => isCurrent && setError(messageOf(failure)),
    );
    return () => {
      isCurrent = false;
    };
  }, [reads]);

  const reload = useCallback(() => setReads((count) => count + 1), []);

  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      setBusy(true);
      setError(null);
      try {
        await action();
      } catch (failure) {
        setError(messageOf(failure));
      } finally {
        setBusy(false);
        reload();
      }
    },
    [reload],
  );

  return { state, error, isBusy, reload, run };
};

/** How many latency rules, faults and holds are on: the toggle shows it, so none is forgotten. */
export const activeSettingsCount = (state: MockState | null): number =>
  state ? state.faults.length + state.holds.length + state.latencyRules.length + (state.latencyMs > 0 ? 1 : 0) : 0;
