import { TriangleAlert } from 'lucide-react';
import { Button, buttonClassName } from '../components/ui/button';

/** The fatal page for an unexpected rendering failure (docs/product/routes-and-screens.md). */
export function FatalErrorPage({ detail }: { detail: string | null }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-6">
      <div className="w-full max-w-md text-center">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink">
          Unexpected Application Error!
        </h1>
        <p className="mt-3 text-sm text-slate-600">
          Something went wrong while showing this page. Reloading usually fixes it.
        </p>
        {import.meta.env.DEV && detail ? (
          <pre className="mt-4 overflow-auto rounded-lg bg-slate-100 p-3 text-left text-xs text-slate-700">
            {detail}
          </pre>
        ) : null}
        <div className="mt-8 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <a href="/" className={buttonClassName({ variant: 'secondary' })}>
            Go to Dashboard
          </a>
        </div>
      </div>
    </main>
  );
}
