import { Component, type ReactNode } from 'react';
import { FatalErrorPage } from './fatal-error-page';

type State = { error: Error | null };

/** Catches a rendering failure outside the router (the landing pages), as RootErrorPage does inside. */
export class FatalErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    return error ? <FatalErrorPage detail={error.message} /> : this.props.children;
  }
}
