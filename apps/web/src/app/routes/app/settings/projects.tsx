import { FolderKanban } from 'lucide-react';
import { EmptyState } from '../../../../components/layout/empty-state';
import { PageHeader } from '../../../../components/layout/page-header';
import { PageContainer } from '../../../../components/layout/page-container';

/** /settings/projects. Projects arrive in a later issue. */
export default function ProjectsSettingsPage() {
  return (
    <PageContainer>
      <title>Projects · Plotwise</title>
      <PageHeader title="Projects" />
      <div className="mt-8">
        <EmptyState
          icon={FolderKanban}
          title="Nothing to show yet"
          description="Your projects will appear here."
        />
      </div>
    </PageContainer>
  );
}
