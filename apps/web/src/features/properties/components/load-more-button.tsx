import { Button } from '../../../components/ui/button';
import { PROPERTY_TEXT } from '../messages';

type LoadMoreButtonProps = {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
};

/** 'Load More Properties' while more exist; 'Loading...' while the next page comes. */
export function LoadMoreButton({ hasMore, isLoading, onLoadMore }: LoadMoreButtonProps) {
  if (!hasMore) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="secondary" isLoading={isLoading} onClick={onLoadMore}>
        {isLoading ? PROPERTY_TEXT.loadingMore : PROPERTY_TEXT.loadMore}
      </Button>
    </div>
  );
}
