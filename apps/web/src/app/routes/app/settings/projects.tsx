import { ProjectsPage } from '../../../../features/projects/components/projects-page';

/** /settings/projects. */
export default function ProjectsSettingsRoute() {
  return <ProjectsPage />;
}
