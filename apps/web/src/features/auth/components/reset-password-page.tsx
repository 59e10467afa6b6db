import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { AUTH_MESSAGES } from '../messages';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

/** /reset-password?token=...: the page a mailed reset link opens. No sign-in needed. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [isLinkInvalid, setIsLinkInvalid] = useState(false);
  const navigate = useNavigate();
  const goToSignIn = () => navigate(paths.landing.getHref());

  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-6 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl ring-1 ring-slate-900/5">
        <Logo withWordmark />
        <h1 className="mb-6 mt-6 text-2xl font-bold tracking-tight text-ink">Reset Password</h1>
        {token && !isLinkInvalid ? (
          <ResetPasswordForm token={token} onInvalidLink={() => setIsLinkInvalid(true)} onSignIn={goToSignIn} />
        ) : (
          <RequestNewLink onSignIn={goToSignIn} />
        )}
      </div>
    </main>
  );
}

/** A missing, expired or used link: say so, and ask for a new one right here. */
function RequestNewLink({ onSignIn }: { onSignIn: () => void }) {
  const [email, setEmail] = useState('');
  return (
    <div className="space-y-4">
      <Alert message={AUTH_MESSAGES.resetLinkInvalid} />
      <p className="text-sm text-slate-600">Enter your email to get a new link.</p>
      <ForgotPasswordForm email={email} onEmailChange={setEmail} onSwitchToLogin={onSignIn} />
    </div>
  );
}
