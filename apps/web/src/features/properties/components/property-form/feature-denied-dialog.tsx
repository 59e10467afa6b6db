import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { paths } from '../../../../config/paths';
import type { FeatureAccess } from '../../../../lib/check-feature';
import { getErrorMessage } from '../../../../lib/error-message';
import { PROPERTY_TEXT } from '../../messages';

export type DeniedAccess = Extract<FeatureAccess, { allowed: false }>;

type FeatureDeniedDialogProps = { access: DeniedAccess | null; onClose: () => void };

/**
 * 'Feature access denied' instead of the Add Property form: with the plan's upgrade message and a
 * way to Billing & Plan, or, when the check itself failed, what went wrong.
 */
export function FeatureDeniedDialog({ access, onClose }: FeatureDeniedDialogProps) {
  const isPlanLimit = access !== null && access.error === undefined;
  const description = !access ? null : isPlanLimit ? access.reason : getErrorMessage(access.error);
  return (
    <Dialog
      isOpen={access !== null}
      onClose={onClose}
      title={PROPERTY_TEXT.featureDenied}
      description={description}
      size="sm"
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {PROPERTY_TEXT.cancel}
        </Button>
        {isPlanLimit ? (
          <Link
            to={paths.settingsAccount.getHref()}
            onClick={onClose}
            className={buttonClassName()}
            data-autofocus
          >
            {PROPERTY_TEXT.upgradePlan}
          </Link>
        ) : null}
      </div>
    </Dialog>
  );
}
