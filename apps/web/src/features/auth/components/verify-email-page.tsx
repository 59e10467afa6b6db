import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { verifyEmail } from '../api/verify-email';
import { AUTH_MESSAGES } from '../messages';
import { useAuth } from './auth-context';

type Outcome = 'verifying' | 'verified' | 'invalid';

/** /verify-email?token=...: the page a mailed verification link opens. No sign-in needed. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [outcome, setOutcome] = useState<Outcome>(token ? 'verifying' : 'invalid');
  const { refreshUser } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    verifyEmail(token).then(
      async () => {
        // A signed-in user's banner goes: read the account again before saying so.
        await refreshUser();
        if (isCurrent) setOutcome('verified');
      },
      () => {
        if (isCurrent) setOutcome('invalid');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, refreshUser]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-6 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl ring-1 ring-slate-900/5">
        <Logo withWordmark />
        <h1 className="mb-6 mt-6 text-2xl font-bold tracking-tight text-ink">Verify Email</h1>
        {outcome === 'verifying' ? (
          <div role="status" className="flex items-center gap-3 text-sm text-slate-600">
            <Spinner size="sm" />
            {AUTH_MESSAGES.verifyingEmail}
          </div>
        ) : (
          <div className="space-y-4">
            {outcome === 'verified' ? (
              <Alert message={AUTH_MESSAGES.emailVerified} tone="success" />
            ) : (
              <>
                <Alert message={AUTH_MESSAGES.verificationLinkInvalid} />
                <p className="text-sm text-slate-600">{AUTH_MESSAGES.verificationLinkHelp}</p>
              </>
            )}
            <Button size="lg" className="w-full" onClick={() => navigate(paths.home.getHref())}>
              Continue
            </Button>
          </div>
        )}
      </div>
    </main>
  );
}
