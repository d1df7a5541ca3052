import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface Props {
  /** The page's path: going to another page clears the error. */
  path: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  path: string;
}

/**
 * Last line of defence for errors thrown while rendering or loading a page. The most common cause
 * in the wild is a page chunk that vanished after a new release, which a reload fixes.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, path: this.props.path };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
