import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FatalErrorPage } from './fatal-error-page';

/** The routed app's error element: a failure while rendering a route. */
export function RootErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return <FatalErrorPage detail={detail} />;
}
