import { useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';

/** The router's error element: a screen that failed to load or render. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
