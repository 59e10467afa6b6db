import { Check, ChartLine, FileText, House, Sparkles, X, type LucideIcon } from 'lucide-react';
import { TabList, type TabItem } from '../../../../components/ui/tabs';
import { propertyTabs, type PropertyTab } from '../../../../config/paths';
import type { TabBadge } from '../../utils/processing';

const tabInfo: Record<PropertyTab, { label: string; icon: LucideIcon; unit: string }> = {
  details: { label: 'Details', icon: House, unit: 'images' },
  documents: { label: 'Documents', icon: FileText, unit: 'documents' },
  market_data: { label: 'Market Data', icon: ChartLine, unit: '' },
  analysis: { label: 'Analysis', icon: Sparkles, unit: '' },
};

function Adornment({
  tab,
  badge,
  isVisited,
}: {
  tab: PropertyTab;
  badge: TabBadge;
  isVisited: boolean;
}) {
  return (
    <>
      {badge && 'count' in badge ? (
        <span className="rounded-full bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
          {badge.count}
          <span className="sr-only"> {tabInfo[tab].unit}</span>
        </span>
      ) : null}
      {badge && 'done' in badge ? (
        <span className="inline-flex size-4 items-center justify-center rounded-full bg-green-100 text-green-700">
          <Check className="size-3" aria-hidden="true" />
          <span className="sr-only">(available)</span>
        </span>
      ) : null}
      {badge && 'failed' in badge ? (
        <span className="inline-flex size-4 items-center justify-center rounded-full bg-red-100 text-red-700">
          <X className="size-3" aria-hidden="true" />
          <span className="sr-only">(failed)</span>
        </span>
      ) : null}
      {isVisited ? null : (
        <span className="absolute right-1.5 top-2 size-1.5 rounded-full bg-accent">
          <span className="sr-only">(not viewed yet)</span>
        </span>
      )}
    </>
  );
}

type PropertyTabBarProps = {
  current: PropertyTab;
  badges: Record<PropertyTab, TabBadge>;
  visited: ReadonlySet<PropertyTab>;
  /** Tab switching is disabled while the property is processing (docs/product/properties.md#tabs). */
  isLocked: boolean;
};

/** Tabs with icons, count and check badges, and a dot on tabs not visited yet (inside Tabs). */
export function PropertyTabBar({ current, badges, visited, isLocked }: PropertyTabBarProps) {
  const tabs: TabItem<PropertyTab>[] = propertyTabs.map((tab) => ({
    value: tab,
    label: tabInfo[tab].label,
    icon: tabInfo[tab].icon,
    disabled: isLocked && tab !== current,
    adornment: <Adornment tab={tab} badge={badges[tab]} isVisited={visited.has(tab)} />,
  }));
  return (
    <TabList
      label="Property sections"
      tabs={tabs}
      className="h-16 items-end border-b border-slate-200"
    />
  );
}
