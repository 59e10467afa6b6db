import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { AUTH_MESSAGES, getLoginErrorMessage } from '../messages';
import { validateLogin, type LoginValues } from '../utils/validate-credentials';
import { useAuth } from './auth-context';
import { CredentialFields } from './credential-fields';

type LoginFormProps = {
  values: LoginValues;
  onChange: (values: LoginValues) => void;
  onSuccess: () => void;
  onSwitchToRegister: () => void;
  onForgotPassword: () => void;
};

export function LoginForm({
  values,
  onChange,
  onSuccess,
  onSwitchToRegister,
  onForgotPassword,
}: LoginFormProps) {
  const { login, isLoading } = useAuth();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isBusy = isSubmitting || isLoading;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const problem = validateLogin(values);
    setError(problem);
    if (problem) return;

    setIsSubmitting(true);
    try {
      await login(values.email, values.password);
      toast.success(AUTH_MESSAGES.loginSuccess);
      onSuccess();
    } catch (loginError) {
      toast.error(getLoginErrorMessage(loginError));
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <CredentialFields values={values} onChange={onChange} purpose="sign-in" />
      <div className="flex justify-end">
        <Button variant="link" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </div>
      <Alert message={error} />
      <Button type="submit" size="lg" className="w-full" isLoading={isBusy}>
        {isBusy ? 'Signing In...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Button variant="link" onClick={onSwitchToRegister}>
          Create Account
        </Button>
      </p>
    </form>
  );
}
