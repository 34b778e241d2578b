// Shown when a page fails to render or its code fails to load (e.g. after a deployment replaced the chunks). The app
// routes declaratively (router.tsx: no data router), so errors are caught by this boundary of its own: one around the
// page inside the frame (app-layout.tsx), which a navigation clears, and one around the whole app.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useAppTranslation } from '../../lib/i18n';

export function RouteError() {
  const { t } = useAppTranslation();
  return (
    <div className="not-found" role="alert">
      <h1>{t('common.routeError.title')}</h1>
      <p>{t('common.routeError.text')}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('common.routeError.reload')}
      </button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the location's key after a navigation) clears the error: the next page renders again. */
  resetKey?: string;
  /** What shows instead of the error page (null: nothing, for a part of the shell that is not a page). */
  fallback?: ReactNode;
}

interface BoundaryState {
  hasError: boolean;
  resetKey: string | undefined;
}

export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return this.props.fallback === undefined ? <RouteError /> : this.props.fallback;
  }
}
