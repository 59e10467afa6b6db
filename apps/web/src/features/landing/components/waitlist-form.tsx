import { ArrowRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { getWaitlistErrorMessage, joinWaitlist } from '../api/join-waitlist';
import { LANDING_MESSAGES } from '../messages';
import { validateWaitlistEmail } from '../utils/validate-waitlist-email';

export function WaitlistForm() {
  const id = useId();
  const toast = useToast();
  const [isJoining, setIsJoining] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isJoining) return;
    const check = validateWaitlistEmail(email);
    if (check.kind === 'empty') return;
    if (check.kind === 'invalid') {
      setError(check.message);
      return;
    }
    setError(null);
    setIsJoining(true);
    try {
      await joinWaitlist(check.email);
      setEmail('');
      toast.success(LANDING_MESSAGES.joined);
    } catch (joinError) {
      toast.error(getWaitlistErrorMessage(joinError));
    } finally {
      setIsJoining(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-sm backdrop-blur sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Get Early Access
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Join the waitlist and be first to try new analysis tools as they launch.
      </p>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className="mt-4 flex flex-col gap-3 sm:flex-row"
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClassName, 'sm:flex-1')}
        />
        <Button type="submit" isLoading={isJoining}>
          Join Waitlist
          {isJoining ? null : <ArrowRight className="size-4" aria-hidden="true" />}
        </Button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
