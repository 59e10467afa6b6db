import { PortfolioPage } from '../../../features/properties/components/portfolio/portfolio-page';

/** /, /portfolio and /dashboard. */
export default function PortfolioRoute() {
  return <PortfolioPage />;
}
