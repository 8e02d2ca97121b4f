import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface State {
  failure: { error: unknown } | null;
}

/** The error screen for what renders outside react-router (whose routes have their errorElement). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: { error } };
  }

  override render() {
    return this.state.failure ? <ErrorScreen error={this.state.failure.error} /> : this.props.children;
  }
}
