import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

/** /reset-password: public, outside the signed-in shell, loaded only when a reset link is opened. */
export default function ResetPasswordRoute() {
  return (
    <>
      <title>Reset your Plotwise password</title>
      <ResetPasswordPage />
    </>
  );
}
