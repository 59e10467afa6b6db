import { PasswordField } from '../../../components/ui/password-field';

type NewPasswordField = 'newPassword' | 'confirmPassword';

type NewPasswordFieldsProps = {
  values: Record<NewPasswordField, string>;
  onChange: (field: NewPasswordField, value: string) => void;
};

/** New Password and Confirm New Password, as the change and reset forms both ask for them. */
export function NewPasswordFields({ values, onChange }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint="min. 6 characters"
        value={values.newPassword}
        onChange={(event) => onChange('newPassword', event.target.value)}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => onChange('confirmPassword', event.target.value)}
      />
    </>
  );
}
