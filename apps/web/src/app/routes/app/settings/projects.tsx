import { useAuth } from '../../../../features/auth/components/auth-context';
import { ProjectsPage } from '../../../../features/projects/components/projects-page';

/** /settings/projects. The shell renders screens only for a signed-in user. */
export default function ProjectsSettingsRoute() {
  const { user } = useAuth();
  return user ? <ProjectsPage userId={user.id} /> : null;
}
