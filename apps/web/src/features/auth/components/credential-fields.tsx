import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import type { LoginValues } from '../utils/validate-credentials';

type CredentialFieldsProps<Values extends LoginValues> = {
  values: Values;
  onChange: (values: Values) => void;
  /** Sign-in fills a saved password; sign-up asks the browser to suggest a new one. */
  purpose: 'sign-in' | 'sign-up';
};

/** The e-mail and password pair both landing dialogs start with. */
export function CredentialFields<Values extends LoginValues>({
  values,
  onChange,
  purpose,
}: CredentialFieldsProps<Values>) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={values.email}
        onChange={(event) => onChange({ ...values, email: event.target.value })}
      />
      <PasswordField
        label="Password"
        autoComplete={purpose === 'sign-in' ? 'current-password' : 'new-password'}
        hint={purpose === 'sign-up' ? 'min. 6 characters' : undefined}
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
      />
    </>
  );
}
