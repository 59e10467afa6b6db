import type { LucideIcon } from 'lucide-react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TabItem<T extends string> = {
  value: T;
  label: string;
  icon?: LucideIcon;
  /** Drawn after the label, e.g. a count or a check. */
  adornment?: ReactNode;
  disabled?: boolean;
};

type TabListProps<T extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  /** Prefix of the tab and panel ids (see getTabIds). */
  idBase: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  className?: string;
};

export function getTabIds(idBase: string, value: string) {
  return { tabId: `${idBase}-tab-${value}`, panelId: `${idBase}-panel-${value}` };
}

/** The tab the arrow keys move to: they wrap; Home and End jump (WAI-ARIA tabs pattern). */
export function getNextTab<T>(values: readonly T[], current: T, key: string): T | null {
  const index = values.indexOf(current);
  const last = values.length - 1;
  const targets: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  const target = targets[key];
  return target === undefined ? null : (values[target] ?? null);
}

/** A row of tabs: one tab stop, arrow keys move between the enabled ones and select them. */
export function TabList<T extends string>({
  label,
  idBase,
  tabs,
  selected,
  onSelect,
  className,
}: TabListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((tab) => !tab.disabled).map((tab) => tab.value);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = getNextTab(enabled, selected, event.key);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    listRef.current
      ?.querySelector<HTMLElement>(`#${CSS.escape(getTabIds(idBase, next).tabId)}`)
      ?.focus();
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className={cn('flex gap-1 overflow-x-auto', className)}
    >
      {tabs.map(({ value, label: text, icon: Icon, adornment, disabled }) => {
        const isSelected = value === selected;
        const { tabId, panelId } = getTabIds(idBase, value);
        return (
          <button
            key={value}
            id={tabId}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            disabled={disabled}
            onClick={() => onSelect(value)}
            className={cn(
              'relative inline-flex shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
              'disabled:cursor-not-allowed disabled:opacity-50',
              isSelected
                ? 'border-primary text-primary'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-ink',
            )}
          >
            {Icon ? <Icon className="size-4" aria-hidden="true" /> : null}
            {text}
            {adornment}
          </button>
        );
      })}
    </div>
  );
}
