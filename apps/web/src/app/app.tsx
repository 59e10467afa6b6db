import { lazy, Suspense, useState } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { BlankScreen } from './blank-screen';
import { FatalErrorBoundary } from './fatal-error-boundary';
import { getLandingVariant } from './get-landing-variant';
import { LandingScreen } from './landing-screen';

const loadRoutedApp = () => import('./routed-app');
const RoutedApp = lazy(loadRoutedApp);

function preloadRoutedApp() {
  loadRoutedApp().catch(() => {});
}

/**
 * A first visit to /landing or /retail renders the page on its own: no router, no query cache,
 * no session, so it downloads only what it shows (docs/decisions/0056-landing-without-the-app.md).
 * Every other path, and a landing page once the visitor signs in, runs the routed app.
 */
export function App() {
  const [landing, setLanding] = useState(() => getLandingVariant(window.location.pathname));

  function enterApp(href: string) {
    window.history.replaceState(null, '', href);
    setLanding(null);
  }

  return (
    <FatalErrorBoundary>
      <ToastProvider>
        {landing ? (
          <LandingScreen
            variant={landing}
            redirectTo="/"
            onEnter={enterApp}
            onDialogOpen={preloadRoutedApp}
          />
        ) : (
          <Suspense fallback={<BlankScreen />}>
            <RoutedApp />
          </Suspense>
        )}
      </ToastProvider>
    </FatalErrorBoundary>
  );
}
