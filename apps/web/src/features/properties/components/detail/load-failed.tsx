import { Button } from '../../../../components/ui/button';
import { PROPERTY_TEXT } from '../../messages';

type LoadFailedProps = { message: string; onRetry: () => void };

/** What could not be loaded, and Retry. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <p className="text-base font-semibold text-red-800">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {PROPERTY_TEXT.retry}
      </Button>
    </div>
  );
}
