import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Catches a page that throws while rendering or whose code fails to download. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
