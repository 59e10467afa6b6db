import { useId, type ReactNode } from 'react';

type SectionCardProps = { title: string; verdict: string; children?: ReactNode };

/** One part of the analysis: its heading, a verdict line, then its figures. */
export function SectionCard({ title, verdict, children }: SectionCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <header>
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <p className="mt-1 text-sm font-medium text-slate-700">{verdict}</p>
      </header>
      {children}
    </section>
  );
}
