import { Hammer, Scale, TrendingUp, type LucideIcon } from 'lucide-react';
import { FEATURE_TITLES, type FeatureKey } from '../content';

const icons: Record<FeatureKey, LucideIcon> = {
  legal: Scale,
  refurb: Hammer,
  strategy: TrendingUp,
};
const order: FeatureKey[] = ['legal', 'refurb', 'strategy'];

export function FeatureCards({ descriptions }: { descriptions: Record<FeatureKey, string> }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {order.map((key) => {
        const Icon = icons[key];
        return (
          <li
            key={key}
            className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink">{FEATURE_TITLES[key]}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{descriptions[key]}</p>
          </li>
        );
      })}
    </ul>
  );
}
