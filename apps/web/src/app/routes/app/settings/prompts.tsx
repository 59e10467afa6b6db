import { useAuth } from '../../../../features/auth/components/auth-context';
import { PromptsPage } from '../../../../features/prompts/components/prompts-page';

/** /settings/prompts. Any signed-in user edits their own prompts (docs/decisions/0020-custom-prompt-storage.md). */
export default function PromptsSettingsRoute() {
  const { user } = useAuth();
  return user ? <PromptsPage userId={user.id} /> : null;
}
