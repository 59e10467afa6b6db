import type { MarketProvider } from '@plotwise/contracts';
import { formatDate } from '../../../lib/format';
import { MARKET_TEXT } from '../messages';
import { MarketCard } from './market-card';

/** Every provider the market step asked, whether it was used, the date of its data and why not. */
export function SourcesList({ providers }: { providers: MarketProvider[] }) {
  return (
    <MarketCard title={MARKET_TEXT.sourcesHeading}>
      <ul className="space-y-2 text-sm">
        {providers.map((provider) => (
          <li key={provider.name}>
            <span className="font-medium text-ink">{provider.label}</span>
            <span className="text-slate-600">
              {': '}
              {MARKET_TEXT.providerStatus[provider.status]}
              {provider.as_of ? MARKET_TEXT.dataOf(formatDate(provider.as_of)) : ''}
            </span>
            {provider.note ? (
              <span className="block text-xs text-slate-500">{provider.note}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </MarketCard>
  );
}
