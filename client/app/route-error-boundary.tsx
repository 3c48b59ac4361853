import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';

type BoundaryProps = { fallback: ReactNode; children: ReactNode; location: Location };
type BoundaryState = { failed: boolean; location: Location };

/**
 * Like the data router's route error boundaries: shows the fallback until the next navigation.
 * React itself logs the error (createRoot's default onCaughtError).
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Catches what a page throws while loading (its chunk) or rendering, so what surrounds it stays usable. */
export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Boundary fallback={fallback} location={useLocation()}>
      {children}
    </Boundary>
  );
}
