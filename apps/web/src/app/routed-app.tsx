import { createBrowserRouter, RouterProvider } from 'react-router';
import { appServices } from './app-services';
import { AppProvider } from './provider';
import { routes } from './router';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** Made on first render, not on import: a landing page may load this module before it navigates. */
function getRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}

/** Every path but the landing pages: the router with the query cache and the session. */
export default function RoutedApp() {
  return (
    <AppProvider {...appServices}>
      <RouterProvider router={getRouter()} />
    </AppProvider>
  );
}
