import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AuthGate } from '../features/auth/components/auth-gate';
import { BlankScreen } from './blank-screen';
import { lazyRoute, routeModules } from './route-modules';
import { RootErrorPage } from './root-error';
import { LandingRoute } from './routes/landing';

/**
 * Routes (docs/product/routes-and-screens.md, docs/decisions/0100-routes-and-the-portfolio.md).
 * A first visit to a landing page does not load them (app.tsx); here the landing pages serve a
 * signed-out visitor sent from the shell. The reset-password and verify-email pages, the
 * signed-in shell and its screens are lazy.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    errorElement: <RootErrorPage />,
    HydrateFallback: BlankScreen,
    children: [
      { path: 'landing', element: <LandingRoute variant="investor" /> },
      { path: 'retail', element: <LandingRoute variant="home-buyer" /> },
      { path: 'reset-password', lazy: lazyRoute(routeModules.resetPassword) },
      { path: 'verify-email', lazy: lazyRoute(routeModules.verifyEmail) },
      {
        element: <AuthGate />,
        children: [
          {
            lazy: lazyRoute(routeModules.shell),
            children: [
              { index: true, lazy: lazyRoute(routeModules.portfolio) },
              { path: 'portfolio', lazy: lazyRoute(routeModules.portfolio) },
              { path: 'dashboard', lazy: lazyRoute(routeModules.portfolio) },
              // One route for all three (no id, id, id and tab), so changing tab keeps the page mounted.
              { path: 'property/:propertyId?/:tab?', lazy: lazyRoute(routeModules.property) },
              {
                path: 'settings',
                children: [
                  { index: true, element: <Navigate to="/settings/account" replace /> },
                  { path: 'account', lazy: lazyRoute(routeModules.settingsAccount) },
                  { path: 'projects', lazy: lazyRoute(routeModules.settingsProjects) },
                  { path: 'prompts', lazy: lazyRoute(routeModules.settingsPrompts) },
                ],
              },
              { path: 'tools', lazy: lazyRoute(routeModules.tools) },
              // Any other path: the shell's 404 for a signed-in user; AuthGate sends others to /landing.
              { path: '*', lazy: lazyRoute(routeModules.notFound) },
            ],
          },
        ],
      },
    ],
  },
];
