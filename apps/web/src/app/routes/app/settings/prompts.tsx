import { Sparkles } from 'lucide-react';
import { EmptyState } from '../../../../components/layout/empty-state';
import { PageHeader } from '../../../../components/layout/page-header';
import { PageContainer } from '../../../../components/layout/page-container';

/** /settings/prompts. The prompt editor arrives in a later issue. */
export default function PromptsSettingsPage() {
  return (
    <PageContainer>
      <title>AI Analysis Prompts · Plotwise</title>
      <PageHeader title="AI Analysis Prompts" />
      <div className="mt-8">
        <EmptyState
          icon={Sparkles}
          title="Nothing to show yet"
          description="Your analysis prompts will appear here."
        />
      </div>
    </PageContainer>
  );
}
