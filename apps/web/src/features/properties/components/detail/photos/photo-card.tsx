import type { PropertyImage } from '@plotwise/contracts';
import { Alert } from '../../../../../components/ui/alert';
import { SelectField } from '../../../../../components/ui/select-field';
import { isApiError } from '../../../../../lib/api-client';
import { useTagImage } from '../../../api/tag-image';
import { PHOTO_TEXT } from '../../../messages';
import { conditionOptions, roomOptions, toCondition, toRoom } from '../../../utils/photo-tags';

type PhotoCardProps = { propertyId: string; image: PropertyImage; name: string };

/** A thumbnail opening the full image, and its room and condition, saved as soon as chosen. */
export function PhotoCard({ propertyId, image, name }: PhotoCardProps) {
  const tag = useTagImage(propertyId);
  const error = tag.isError
    ? PHOTO_TEXT.saveFailed(isApiError(tag.error) ? tag.error.detail : undefined)
    : null;

  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <a
        href={image.url}
        target="_blank"
        rel="noopener noreferrer"
        className="block overflow-hidden bg-slate-100"
      >
        <img
          src={image.thumbnail_url ?? image.url}
          alt={name}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover transition-transform hover:scale-105"
        />
        <span className="sr-only"> {PHOTO_TEXT.opensFullSize}</span>
      </a>
      <div className="space-y-3 p-3">
        {image.filename ? (
          <p className="truncate text-xs text-slate-600">{image.filename}</p>
        ) : null}
        <div className="grid grid-cols-2 gap-2">
          <SelectField
            label={PHOTO_TEXT.room}
            aria-label={PHOTO_TEXT.tagName(PHOTO_TEXT.room, name)}
            options={roomOptions}
            value={image.room ?? ''}
            onChange={(event) =>
              tag.mutate({ imageId: image.id, tags: { room: toRoom(event.target.value) } })
            }
          />
          <SelectField
            label={PHOTO_TEXT.condition}
            aria-label={PHOTO_TEXT.tagName(PHOTO_TEXT.condition, name)}
            options={conditionOptions}
            value={image.condition ?? ''}
            onChange={(event) =>
              tag.mutate({
                imageId: image.id,
                tags: { condition: toCondition(event.target.value) },
              })
            }
          />
        </div>
        <Alert message={error} onDismiss={tag.reset} />
      </div>
    </li>
  );
}
