import { Component, ErrorInfo, ReactNode } from 'react';
import { ErrorPageContent } from '../Deferred';
import { HydrationBoundary } from '../HydrationBoundary';

export interface FallbackParams {
  error: Error;
  /** Clears the error and renders the children again. */
  tryAgain: () => void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of children that threw while rendering; the crash content by default. */
  fallback?: (params: FallbackParams) => ReactNode;
  /** A change of this value (e.g. the route) clears a caught error. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
}

/** Catches errors thrown while rendering its children and shows the fallback instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Left in the console for whoever debugs it; the reader sees the fallback.
    console.error('[metis] A page crashed while rendering:', error, info.componentStack);
  }

  componentDidUpdate(prev: ErrorBoundaryProps) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.tryAgain();
  }

  tryAgain = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const fallback =
      this.props.fallback ??
      ((p: FallbackParams) => (
        <HydrationBoundary>
          <ErrorPageContent {...p} />
        </HydrationBoundary>
      ));
    return fallback({ error, tryAgain: this.tryAgain });
  }
}
