import { useId, type ReactNode } from 'react';

type MarketCardProps = { title: string; children: ReactNode; action?: ReactNode };

/** A titled section of the Market Data tab. */
export function MarketCard({ title, children, action }: MarketCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
