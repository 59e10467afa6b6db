import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { AUTH_MESSAGES, getPasswordChangeErrorMessage } from '../messages';
import {
  validatePasswordChange,
  type PasswordChangeValues,
} from '../utils/validate-password-change';
import { useAuth } from './auth-context';
import { NewPasswordFields } from './new-password-fields';

/** The dialog closes this long after a successful change (docs/product/limits-and-formats.md, "Interface timings"). */
const PASSWORD_DIALOG_CLOSE_MS = 2_000;

type ChangePasswordDialogProps = { isOpen: boolean; onClose: () => void };

const emptyValues: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export function ChangePasswordDialog({ isOpen, onClose }: ChangePasswordDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Change Password">
      <ChangePasswordForm onClose={onClose} />
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so every opening starts empty. */
function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { user, changePassword } = useAuth();
  const [values, setValues] = useState(emptyValues);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => onCloseRef.current(), PASSWORD_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  function handleChange(field: keyof PasswordChangeValues, value: string) {
    // Typing clears error and success messages (docs/product/accounts-and-sessions.md, "Password change").
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
    setSuccess(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting || success) return;
    const problem = validatePasswordChange(values, { isSignedIn: user !== null });
    setError(problem);
    if (problem) return;

    setIsSubmitting(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      setValues(emptyValues);
      setSuccess(AUTH_MESSAGES.passwordUpdated);
    } catch (changeError) {
      setError(getPasswordChangeErrorMessage(changeError));
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(event) => handleChange('currentPassword', event.target.value)}
      />
      <NewPasswordFields values={values} onChange={handleChange} />
      <Alert message={error} />
      <Alert message={success} tone="success" />
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting} disabled={success !== null}>
          {isSubmitting ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}
