import { z } from 'zod';

/** Rooms a photo can be tagged with; the refurbishment step prices work by room. */
export const imageRooms = [
  'kitchen',
  'bathroom',
  'bedroom',
  'living_room',
  'dining_room',
  'hallway',
  'utility_room',
  'loft',
  'garage',
  'exterior',
  'garden',
  'other',
] as const;
export type ImageRoom = (typeof imageRooms)[number];

/** The condition a user sees in a photo. */
export const imageConditions = ['good', 'fair', 'poor'] as const;
export type ImageCondition = (typeof imageConditions)[number];

export const IMAGE_MESSAGES = {
  notFound: 'Image not found',
  unknownRoom: `Room must be one of ${imageRooms.join(', ')}`,
  unknownCondition: `Condition must be one of ${imageConditions.join(', ')}`,
  nothingToChange: 'Send a room or a condition',
} as const;

/** GET /properties/{id}/images: each image in the property's order. A linked image has no filename or thumbnail. */
export const propertyImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  filename: z.string().nullable(),
  room: z.enum(imageRooms).nullable(),
  condition: z.enum(imageConditions).nullable(),
});
export type PropertyImage = z.infer<typeof propertyImageSchema>;

/** PATCH /properties/{id}/images/{imageId}: set either tag, or clear it with null; a key left out is kept. */
export const imageTagsInputSchema = z
  .strictObject({
    room: z.enum(imageRooms, { error: IMAGE_MESSAGES.unknownRoom }).nullable().optional(),
    condition: z.enum(imageConditions, { error: IMAGE_MESSAGES.unknownCondition }).nullable().optional(),
  })
  .refine((input) => input.room !== undefined || input.condition !== undefined, IMAGE_MESSAGES.nothingToChange);
export type ImageTagsInput = z.infer<typeof imageTagsInputSchema>;
