import { VerifyEmailPage } from '../../features/auth/components/verify-email-page';

/** /verify-email: public, outside the signed-in shell, loaded only when a verification link is opened. */
export default function VerifyEmailRoute() {
  return (
    <>
      <title>Verify your Plotwise email address</title>
      <VerifyEmailPage />
    </>
  );
}
