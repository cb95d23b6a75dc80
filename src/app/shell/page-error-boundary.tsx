import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type Props = { resetKey: string; children: ReactNode };
type State = { hasError: boolean; resetKey: string };

/**
 * Catches a page that throws while rendering and shows 'Something wrong here...' with
 * Refresh inside the frame, so the header and navigation keep working.
 * A new `resetKey` (the next page) clears it. The user never sees the error itself; React
 * reports it to the console.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}
