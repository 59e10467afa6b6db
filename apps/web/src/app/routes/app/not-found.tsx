import { MapPinOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** Any unknown path inside the shell (docs/product/routes-and-screens.md, "404 and fatal pages"). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-[70dvh] items-center justify-center px-6">
      <title>Page not found · Plotwise</title>
      <div className="max-w-md text-center">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <MapPinOff className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink">Page not found</h1>
        <p className="mt-2 text-sm text-slate-600">
          The page you were looking for doesn&apos;t exist or has moved.
        </p>
        <Button className="mt-8" onClick={() => navigate(paths.home.getHref())}>
          Go to Dashboard
        </Button>
      </div>
    </div>
  );
}
