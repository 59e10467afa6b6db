import { CircleCheck, TriangleAlert } from 'lucide-react';
import { formatGBP } from '../../../lib/format';

/** A decorative, clearly labelled example of an analysis, drawn in HTML (no image to load). */
export function AnalysisPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md" aria-label="Example property analysis">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-primary-soft via-white to-accent/10 blur-sm" />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
              Example analysis
            </p>
            <p className="mt-1 font-semibold text-ink">2 bed terraced house, Bristol BS5</p>
          </div>
          <span className="whitespace-nowrap rounded-full bg-green-50 px-2.5 py-1 text-xs font-semibold text-green-700">
            ✓ Complete
          </span>
        </div>
        <dl className="mt-6 grid grid-cols-3 gap-3 text-center">
          <Metric label="Asking price" value={formatGBP(285000)} />
          <Metric label="Gross yield" value="6.1%" />
          <Metric label="Refurb" value={formatGBP(18500)} />
        </dl>
        <ul className="mt-6 space-y-2.5 text-sm">
          <li className="flex items-start gap-2.5">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
            <span className="text-slate-700">Freehold title, no restrictive covenants found</span>
          </li>
          <li className="flex items-start gap-2.5">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
            <span className="text-slate-700">
              Rear extension: ask for building regulations sign-off
            </span>
          </li>
          <li className="flex items-start gap-2.5">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
            <span className="text-slate-700">Priced 3% below recent sales on the street</span>
          </li>
        </ul>
      </div>
      <figcaption className="sr-only">
        An illustration of the kind of report Plotwise produces.
      </figcaption>
    </figure>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-2 py-3">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm font-semibold text-ink sm:text-base">{value}</dd>
    </div>
  );
}
