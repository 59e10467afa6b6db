import { Alert } from '../../../../../components/ui/alert';
import { Button } from '../../../../../components/ui/button';
import { Skeleton } from '../../../../../components/ui/skeleton';
import { useImages } from '../../../api/get-images';
import { PHOTO_TEXT, PROPERTY_TEXT } from '../../../messages';
import { PhotoCard } from './photo-card';

/** The property's images as thumbnails, each opening full size, with room and condition tags. */
export function PhotoGrid({ propertyId }: { propertyId: string }) {
  const images = useImages(propertyId);
  return (
    <section aria-labelledby="property-images">
      <h2 id="property-images" className="text-base font-semibold text-ink">
        {PHOTO_TEXT.heading}
      </h2>
      {images.isPending ? (
        <div
          role="status"
          aria-label={PHOTO_TEXT.loading}
          className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3"
        >
          <Skeleton className="aspect-[4/3] rounded-xl" />
          <Skeleton className="aspect-[4/3] rounded-xl" />
          <Skeleton className="aspect-[4/3] rounded-xl" />
        </div>
      ) : !images.data ? (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <Alert className="flex-1" message={PHOTO_TEXT.loadFailed} />
          <Button variant="secondary" size="sm" onClick={() => void images.refetch()}>
            {PROPERTY_TEXT.retry}
          </Button>
        </div>
      ) : images.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{PHOTO_TEXT.none}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {images.data.map((image, index) => (
            <PhotoCard
              key={image.id}
              propertyId={propertyId}
              image={image}
              name={PHOTO_TEXT.image(index + 1, images.data.length)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
