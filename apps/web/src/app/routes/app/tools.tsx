import { ToolsPage } from '../../../features/analysis/components/calculator/tools-page';

/** /tools: the stamp duty and yield calculator (docs/product/routes-and-screens.md). */
export default function ToolsRoute() {
  return <ToolsPage />;
}
