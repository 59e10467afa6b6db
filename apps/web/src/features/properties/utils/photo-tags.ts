import type { ImageCondition, ImageRoom } from '@plotwise/contracts';
import { imageConditions, imageRooms } from '@plotwise/contracts';
import type { SelectOption } from '../../../components/ui/select-field';
import { PHOTO_TEXT } from '../messages';

const roomLabels: Record<ImageRoom, string> = {
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  bedroom: 'Bedroom',
  living_room: 'Living room',
  dining_room: 'Dining room',
  hallway: 'Hallway',
  utility_room: 'Utility room',
  loft: 'Loft',
  garage: 'Garage',
  exterior: 'Exterior',
  garden: 'Garden',
  other: 'Other',
};

const conditionLabels: Record<ImageCondition, string> = {
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

/** The empty choice clears the tag. */
const notSet: SelectOption = { value: '', label: PHOTO_TEXT.notSet };

export const roomOptions: SelectOption[] = [
  notSet,
  ...imageRooms.map((room) => ({ value: room, label: roomLabels[room] })),
];

export const conditionOptions: SelectOption[] = [
  notSet,
  ...imageConditions.map((condition) => ({ value: condition, label: conditionLabels[condition] })),
];

/** A select's value as a tag: '' is none. */
export const toRoom = (value: string) => imageRooms.find((room) => room === value) ?? null;
export const toCondition = (value: string) =>
  imageConditions.find((condition) => condition === value) ?? null;
