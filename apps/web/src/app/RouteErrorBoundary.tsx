import { Component, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorScreen } from './ErrorScreen';

interface BoundaryProps {
  children?: ReactNode;
  embedded: boolean;
  /** A new value (another page) clears a caught error. */
  resetKey: string;
}

interface BoundaryState {
  caught: { error: unknown } | null;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    const { caught } = this.state;
    return caught ? <ErrorScreen error={caught.error} embedded={this.props.embedded} /> : this.props.children;
  }
}

/**
 * The error screen of a route group (spec §2 and §8): an error thrown while drawing a page of the
 * group (or while fetching its code) shows the screen in its place; going to another page clears it.
 * `embedded` inside the dashboard layout, which keeps its header and menu.
 */
export function RouteErrorBoundary({ embedded = false, children }: { embedded?: boolean; children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary embedded={embedded} resetKey={pathname}>
      {children}
    </Boundary>
  );
}

/** A group's error screen around what the route draws. */
export function guarded(element: ReactNode, embedded = false): ReactElement {
  return <RouteErrorBoundary embedded={embedded}>{element}</RouteErrorBoundary>;
}
