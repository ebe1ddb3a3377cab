import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './route-error-page';

type BoundaryState = { error: unknown; failed: boolean; resetKey: string };

/** Shows what went wrong until the next navigation, which tries the page again. */
class ErrorUntilNavigation extends Component<{ resetKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Whatever a page throws while its code loads or while it renders ends here, as a 500 page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorUntilNavigation resetKey={key}>{children}</ErrorUntilNavigation>;
}
