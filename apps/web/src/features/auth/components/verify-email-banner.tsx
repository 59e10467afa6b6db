import { MailWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { sendVerificationEmail } from '../api/send-verification-email';
import { AUTH_MESSAGES, getVerificationErrorMessage } from '../messages';
import { useAuth } from './auth-context';

/**
 * Until the address is verified, the shell says so and offers the link again
 * (docs/product/accounts-and-sessions.md#e-mail-verification). The account is read again when the
 * window regains focus, so verifying in another tab or the mail app lifts the banner.
 */
export function VerifyEmailBanner() {
  const { user, refreshUser } = useAuth();
  const toast = useToast();
  const [isSending, setIsSending] = useState(false);
  const isUnverified = user !== null && !user.emailVerified;

  useEffect(() => {
    if (!isUnverified) return;
    const handleFocus = () => void refreshUser();
    window.addEventListener('focus', handleFocus);
    return () => window.removeEventListener('focus', handleFocus);
  }, [isUnverified, refreshUser]);

  if (!user || !isUnverified) return null;

  async function handleResend() {
    if (!user || isSending) return;
    setIsSending(true);
    try {
      await sendVerificationEmail(user.email);
      toast.show('success', AUTH_MESSAGES.verificationSent);
    } catch (error) {
      toast.show('error', getVerificationErrorMessage(error));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section
      aria-label="Email verification"
      className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-6 py-3 text-sm text-amber-900"
    >
      <MailWarning className="size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        {AUTH_MESSAGES.verifyEmailPrompt} <strong className="font-semibold">{user.email}</strong>.
      </p>
      <Button variant="secondary" size="sm" isLoading={isSending} onClick={handleResend}>
        {isSending ? 'Sending...' : 'Resend'}
      </Button>
    </section>
  );
}
