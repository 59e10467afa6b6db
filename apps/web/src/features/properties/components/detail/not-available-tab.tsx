import { ChartLine, Sparkles } from 'lucide-react';
import { EmptyState } from '../../../../components/layout/empty-state';

const content = {
  market_data: {
    icon: ChartLine,
    title: 'Market data not available yet',
    description:
      'Local sales, price trends and rental figures for this property have not been gathered yet.',
  },
  analysis: {
    icon: Sparkles,
    title: 'Analysis not available yet',
    description:
      'The legal, refurbishment and investment analysis of this property has not been run yet.',
  },
} as const;

/** Market Data and Analysis until their features arrive: an honest empty state. */
export function NotAvailableTab({ tab }: { tab: keyof typeof content }) {
  return <EmptyState {...content[tab]} />;
}
