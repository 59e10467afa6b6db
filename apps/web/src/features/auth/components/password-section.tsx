import { useState } from 'react';
import { SettingsSection } from '../../../components/layout/settings-section';
import { Button } from '../../../components/ui/button';
import { ChangePasswordDialog } from './change-password-dialog';

export function PasswordSection() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <SettingsSection
        title="Password"
        description="Changing it signs you out on every other device."
        actions={
          <Button variant="secondary" onClick={() => setIsOpen(true)}>
            Change Password
          </Button>
        }
      />
      <ChangePasswordDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
