import { Sparkles } from 'lucide-react';
import { EmptyState } from '../../../../components/layout/empty-state';

const content = {
  analysis: {
    icon: Sparkles,
    title: 'Analysis not available yet',
    description:
      'The legal, refurbishment and investment analysis of this property has not been run yet.',
  },
} as const;

/** Analysis until its feature arrives: an honest empty state. */
export function NotAvailableTab({ tab }: { tab: keyof typeof content }) {
  return <EmptyState {...content[tab]} />;
}
