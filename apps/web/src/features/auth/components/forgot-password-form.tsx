import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { requestPasswordReset } from '../api/request-password-reset';
import { AUTH_MESSAGES, getPasswordResetErrorMessage } from '../messages';
import { validateResetRequest } from '../utils/validate-password-reset';

type ForgotPasswordFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSwitchToLogin: () => void;
};

/** Asks for a reset link (docs/decisions/0023-password-reset-mail.md). The answer never says whether the e-mail has an account. */
export function ForgotPasswordForm({ email, onEmailChange, onSwitchToLogin }: ForgotPasswordFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  function handleChange(value: string) {
    onEmailChange(value);
    setError(null);
    setSuccess(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const problem = validateResetRequest(email);
    setError(problem);
    setSuccess(null);
    if (problem) return;

    setIsSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      setSuccess(AUTH_MESSAGES.resetLinkSent);
    } catch (requestError) {
      setError(getPasswordResetErrorMessage(requestError));
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => handleChange(event.target.value)}
      />
      <Alert message={error} />
      <Alert message={success} tone="success" />
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Button variant="link" onClick={onSwitchToLogin}>
          Back to Sign In
        </Button>
      </p>
    </form>
  );
}
