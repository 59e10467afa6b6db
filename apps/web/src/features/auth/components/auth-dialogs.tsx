import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import type { LoginValues, RegisterValues } from '../utils/validate-credentials';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthDialogMode = 'login' | 'register';

type AuthDialogsProps = {
  mode: AuthDialogMode | null;
  onModeChange: (mode: AuthDialogMode) => void;
  onClose: () => void;
  /** Where login goes afterwards: the page the visitor came from, else '/'. */
  redirectTo: string;
};

const emptyLogin: LoginValues = { email: '', password: '' };
const emptyRegister: RegisterValues = { email: '', password: '', plan: 'free' };

/** The landing page's Sign In and Create Account dialogs. Closing either clears both forms. */
export function AuthDialogs({ mode, onModeChange, onClose, redirectTo }: AuthDialogsProps) {
  const navigate = useNavigate();
  const [loginValues, setLoginValues] = useState(emptyLogin);
  const [registerValues, setRegisterValues] = useState(emptyRegister);

  function handleClose() {
    setLoginValues(emptyLogin);
    setRegisterValues(emptyRegister);
    onClose();
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
          onSuccess={() => {
            handleClose();
            navigate(redirectTo, { replace: true });
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
            navigate('/', { replace: true });
          }}
        />
      </Dialog>
    </>
  );
}
