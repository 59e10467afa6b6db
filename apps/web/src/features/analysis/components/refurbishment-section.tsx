import type { AnalysisNarrative, RefurbishmentAnalysis } from '@plotwise/contracts';
import { FigureValue } from '../../../components/figures/figure-value';
import { formatGBP } from '../../../lib/format';
import { ANALYSIS_TEXT } from '../messages';
import { refurbishmentVerdict } from '../utils/verdicts';
import { NarrativeText } from './narrative-text';
import { SectionCard } from './section-card';

type RefurbishmentSectionProps = {
  refurbishment: RefurbishmentAnalysis;
  narrative: AnalysisNarrative | null | undefined;
  isPreview: boolean;
};

const cell = 'py-1.5 pr-3 align-top';

export function RefurbishmentSection({
  refurbishment,
  narrative,
  isPreview,
}: RefurbishmentSectionProps) {
  const { items, totals, figures } = refurbishment;
  return (
    <SectionCard title={ANALYSIS_TEXT.refurbishment} verdict={refurbishmentVerdict(refurbishment)}>
      <NarrativeText narrative={narrative} isPreview={isPreview} />
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="mb-2 text-left text-sm font-semibold text-ink">
            {ANALYSIS_TEXT.refurbishmentItems(refurbishment.spec)}
          </caption>
          <thead>
            <tr className="text-left text-xs text-slate-600">
              <th scope="col" className={cell}>
                {ANALYSIS_TEXT.item}
              </th>
              <th scope="col" className={cell}>
                {ANALYSIS_TEXT.quantity}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {ANALYSIS_TEXT.unitCost}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {ANALYSIS_TEXT.total}
              </th>
              <th scope="col" className={cell}>
                {ANALYSIS_TEXT.why}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.length ? (
              items.map((line) => (
                <tr key={line.item}>
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    {line.label}
                  </th>
                  <td className={cell}>{`${line.quantity} ${line.unit}`}</td>
                  <td className={`${cell} text-right tabular-nums`}>{formatGBP(line.unit_cost)}</td>
                  <td className={`${cell} text-right tabular-nums`}>{formatGBP(line.total)}</td>
                  <td className={`${cell} text-xs text-slate-600`}>{line.reason}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={5} className={`${cell} text-slate-600`}>
                  {ANALYSIS_TEXT.noWorks}
                </td>
              </tr>
            )}
          </tbody>
          <tfoot className="border-t border-slate-300 font-semibold">
            <tr>
              <th scope="row" colSpan={3} className={`${cell} text-left`}>
                {figures.works_total.label}
              </th>
              <td className={`${cell} text-right tabular-nums`}>
                <FigureValue figure={figures.works_total} />
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-ink">
          {ANALYSIS_TEXT.totalsBySpec}
        </caption>
        <thead>
          <tr className="text-left text-xs text-slate-600">
            <th scope="col" className={cell}>
              {ANALYSIS_TEXT.specification}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {ANALYSIS_TEXT.total}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {totals.map((total) => (
            <tr key={total.spec}>
              <th scope="row" className={`${cell} text-left font-normal capitalize`}>
                {total.spec}
              </th>
              <td className={`${cell} text-right tabular-nums`}>
                <FigureValue figure={total.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SectionCard>
  );
}
