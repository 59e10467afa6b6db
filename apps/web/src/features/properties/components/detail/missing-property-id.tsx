import { Link } from 'react-router';
import { PageContainer } from '../../../../components/layout/page-container';
import { buttonClassName } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { DETAIL_TEXT } from '../../messages';

/** /property without an id: 'No property ID provided' (docs/product/messages.md), and a way back. */
export function MissingPropertyId() {
  return (
    <PageContainer>
      <title>Property · Plotwise</title>
      <div
        role="alert"
        className="rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
      >
        <p className="text-base font-semibold text-red-800">{DETAIL_TEXT.noPropertyId}</p>
        <Link
          to={paths.portfolio.getHref()}
          className={buttonClassName({ variant: 'secondary', className: 'mt-4' })}
        >
          {DETAIL_TEXT.backToPortfolio}
        </Link>
      </div>
    </PageContainer>
  );
}
