import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { resetPassword } from '../api/reset-password';
import { AUTH_MESSAGES, getPasswordResetErrorMessage, isInvalidResetToken } from '../messages';
import { validateNewPassword, type NewPasswordValues } from '../utils/validate-password-reset';
import { NewPasswordFields } from './new-password-fields';

type ResetPasswordFormProps = {
  token: string;
  /** The server refused the token: unknown, expired or already used. */
  onInvalidLink: () => void;
  onSignIn: () => void;
};

const emptyValues: NewPasswordValues = { newPassword: '', confirmPassword: '' };

/** Sets a new password from a mailed link (docs/decisions/0023-password-reset-mail.md). */
export function ResetPasswordForm({ token, onInvalidLink, onSignIn }: ResetPasswordFormProps) {
  const [values, setValues] = useState(emptyValues);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isDone, setIsDone] = useState(false);

  function handleChange(field: keyof NewPasswordValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const problem = validateNewPassword(values);
    setError(problem);
    if (problem) return;

    setIsSubmitting(true);
    try {
      await resetPassword({ token, newPassword: values.newPassword });
      setIsDone(true);
    } catch (resetError) {
      if (isInvalidResetToken(resetError)) onInvalidLink();
      else setError(getPasswordResetErrorMessage(resetError));
    } finally {
      setIsSubmitting(false);
    }
  }

  if (isDone) {
    return (
      <div className="space-y-4">
        <Alert message={AUTH_MESSAGES.passwordUpdated} tone="success" />
        <Button size="lg" className="w-full" onClick={onSignIn}>
          Sign In
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <NewPasswordFields values={values} onChange={handleChange} />
      <Alert message={error} />
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {isSubmitting ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
