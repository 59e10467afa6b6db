import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider';
import { ToastProvider } from '../components/ui/toast';
import { routes as appRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

type RenderOptions = {
  /** The URL to start at. */
  route?: string;
  /** Extra routes beside the one rendering `ui` (which matches every path unless `path` is set). */
  routes?: RouteObject[];
  path?: string;
  state?: unknown;
};

/** Renders with the app's providers and a memory router, as the app runs in the browser. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', routes = [], path = '*', state }: RenderOptions = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [{ pathname: route, state }],
  });
  const user = userEvent.setup();
  const result = render(
    <ToastProvider>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </ToastProvider>,
  );
  return { ...result, user, router, queryClient };
}

/** Renders the whole app (real routes, lazy screens included) at a URL. */
export function renderApp(route: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <ToastProvider>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </ToastProvider>,
  );
  return { ...result, user, router, queryClient };
}
