import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import type { LoginValues, RegisterValues } from '../utils/validate-credentials';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthDialogMode = 'login' | 'register' | 'forgot-password';

export type AuthDialogsProps = {
  mode: AuthDialogMode | null;
  onModeChange: (mode: AuthDialogMode) => void;
  onClose: () => void;
  /** Where login goes afterwards: the page the visitor came from, else '/'. */
  redirectTo: string;
  /** Goes into the app (replacing the landing page in history): login's redirectTo, sign-up's '/'. */
  onEnter: (href: string) => void;
};

const emptyLogin: LoginValues = { email: '', password: '' };
const emptyRegister: RegisterValues = { email: '', password: '', plan: 'free' };

/** The landing page's Sign In, Create Account and Reset Password dialogs. Closing one clears every form. */
export function AuthDialogs({
  mode,
  onModeChange,
  onClose,
  redirectTo,
  onEnter,
}: AuthDialogsProps) {
  const [loginValues, setLoginValues] = useState(emptyLogin);
  const [registerValues, setRegisterValues] = useState(emptyRegister);
  const [resetEmail, setResetEmail] = useState('');

  function handleClose() {
    setLoginValues(emptyLogin);
    setRegisterValues(emptyRegister);
    setResetEmail('');
    onClose();
  }

  function handleForgotPassword() {
    setResetEmail(loginValues.email);
    onModeChange('forgot-password');
  }

  return (
    <>
      <Dialog
        isOpen={mode === 'login'}
        onClose={handleClose}
        title="Sign In"
        description="Welcome back. Sign in to see your portfolio."
      >
        <LoginForm
          values={loginValues}
          onChange={setLoginValues}
          onSwitchToRegister={() => onModeChange('register')}
          onForgotPassword={handleForgotPassword}
          onSuccess={() => {
            handleClose();
            onEnter(redirectTo);
          }}
        />
      </Dialog>
      <Dialog
        isOpen={mode === 'register'}
        onClose={handleClose}
        title="Create Account"
        description="Start analysing UK properties in minutes."
      >
        <RegisterForm
          values={registerValues}
          onChange={setRegisterValues}
          onSwitchToLogin={() => onModeChange('login')}
          onSuccess={() => {
            handleClose();
            onEnter('/');
          }}
        />
      </Dialog>
      <Dialog
        isOpen={mode === 'forgot-password'}
        onClose={handleClose}
        title="Reset Password"
        description="Enter your account's email and we'll send you a link to set a new password."
      >
        <ForgotPasswordForm
          email={resetEmail}
          onEmailChange={setResetEmail}
          onSwitchToLogin={() => onModeChange('login')}
        />
      </Dialog>
    </>
  );
}
