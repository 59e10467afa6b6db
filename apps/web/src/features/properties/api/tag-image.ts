import type { ImageTagsInput, PropertyImage } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { propertyKeys } from './property-keys';

type Tags = Pick<PropertyImage, 'room' | 'condition'>;
type TagChange = { imageId: string; tags: Partial<Tags> };

export function tagImage(propertyId: string, { imageId, tags }: TagChange): Promise<PropertyImage> {
  return api.patch<PropertyImage>(
    apiPaths.properties.image(propertyId, imageId),
    tags satisfies ImageTagsInput,
  );
}

const tagNames = (tags: Partial<Tags>) => Object.keys(tags) as Array<keyof Tags>;

/**
 * Tags a photo (docs/decisions/0086-photo-tags.md): the change shows at once, and if the server
 * refuses it each changed tag goes back to what it was, unless a later change has replaced it since.
 * The caller says what went wrong (the mutation's error).
 */
export function useTagImage(propertyId: string) {
  const client = useQueryClient();
  const key = propertyKeys.images(propertyId);
  const findImage = (imageId: string) =>
    client.getQueryData<PropertyImage[]>(key)?.find((image) => image.id === imageId);
  const setTags = (imageId: string, tags: Partial<Tags>) =>
    client.setQueryData<PropertyImage[]>(key, (images) =>
      images?.map((image) => (image.id === imageId ? { ...image, ...tags } : image)),
    );

  return useMutation({
    mutationFn: (change: TagChange) => tagImage(propertyId, change),
    onMutate: async ({ imageId, tags }) => {
      await client.cancelQueries({ queryKey: key });
      const before = findImage(imageId);
      setTags(imageId, tags);
      return { before };
    },
    onError: (_error, { imageId, tags }, context) => {
      const { before } = context ?? {};
      const now = findImage(imageId);
      if (!before || !now) return;
      const undone = tagNames(tags).filter((name) => now[name] === tags[name]);
      setTags(imageId, Object.fromEntries(undone.map((name) => [name, before[name]])));
    },
    // Only the tags this call sent: another change may still be on its way for the other one.
    onSuccess: (image, { tags }) =>
      setTags(image.id, Object.fromEntries(tagNames(tags).map((name) => [name, image[name]]))),
  });
}
