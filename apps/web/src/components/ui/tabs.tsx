import * as RadixTabs from '@radix-ui/react-tabs';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TabItem<T extends string> = {
  value: T;
  label: string;
  icon?: LucideIcon;
  /** Drawn after the label, e.g. a count or a check. */
  adornment?: ReactNode;
  disabled?: boolean;
};

type TabsProps<T extends string> = {
  selected: T;
  onSelect: (value: T) => void;
  className?: string;
  children: ReactNode;
};

/**
 * Tabs on Radix (docs/decisions/0055-accessible-primitives.md), following the WAI-ARIA tabs
 * pattern: one tab stop, the arrow keys move between enabled tabs and select them (wrapping), Home
 * and End jump. Holds a TabList and its TabPanels.
 */
export function Tabs<T extends string>({ selected, onSelect, className, children }: TabsProps<T>) {
  return (
    <RadixTabs.Root
      value={selected}
      onValueChange={(value) => onSelect(value as T)}
      activationMode="automatic"
      className={className}
    >
      {children}
    </RadixTabs.Root>
  );
}

type TabListProps<T extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<T>[];
  className?: string;
};

export function TabList<T extends string>({ label, tabs, className }: TabListProps<T>) {
  return (
    <RadixTabs.List aria-label={label} className={cn('flex gap-1 overflow-x-auto', className)}>
      {tabs.map(({ value, label: text, icon: Icon, adornment, disabled }) => (
        <RadixTabs.Trigger
          key={value}
          value={value}
          disabled={disabled}
          className={cn(
            'relative inline-flex shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold transition-colors',
            'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
            'disabled:cursor-not-allowed disabled:opacity-50',
            'data-[state=active]:border-primary data-[state=active]:text-primary',
            'data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-600 data-[state=inactive]:hover:border-slate-300 data-[state=inactive]:hover:text-ink',
          )}
        >
          {Icon ? <Icon className="size-4" aria-hidden="true" /> : null}
          {text}
          {adornment}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
}

/**
 * A tab's panel, labelled by its tab. Only the selected one is mounted unless `forceMount` is set;
 * a mounted panel of another tab should then be `hidden`.
 */
export function TabPanel(props: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content {...props} />;
}
