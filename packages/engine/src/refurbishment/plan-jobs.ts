import { energyRatings, type RefurbishmentItem } from '@plotwise/contracts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';
import type { ResolvedCondition } from './conditions.ts';
import { REFERENCE_AREA_SQM, storeysOf } from './floor-area.ts';

/** A job before pricing: what, how many, and why. */
export type Job = { item: RefurbishmentItem; quantity: number; reason: string };

const SYSTEM_SIGNS: { item: RefurbishmentItem; pattern: RegExp; reason: string }[] = [
  { item: 'rewire', pattern: /rewir|old wiring|outdated (?:electrics|wiring)|full (?:renovation|refurbishment|modernisation)/, reason: 'The description points to old wiring or a full renovation.' },
  { item: 'heating_system', pattern: /no (?:gas )?central heating|storage heaters?|night storage/, reason: 'The description mentions no central heating or storage heaters.' },
  { item: 'boiler', pattern: /(?:old|dated|new|replacement) boiler|boiler (?:needs|requires)|back boiler/, reason: 'The description mentions the boiler needs replacing.' },
  { item: 'roof', pattern: /roof (?:needs|requires|repairs?|leaks?)|(?:new|leaking|leaky|damaged|failing) roof/, reason: 'The description mentions roof repairs.' },
  { item: 'windows', pattern: /single[- ]glaz/, reason: 'The description mentions single glazing.' },
  { item: 'damp', pattern: /(?<!no )(?:rising |penetrating )?\bdamp\b(?![- ]?proof)|\bmould\b/, reason: 'The description mentions damp or mould.' },
];
/** Rooms treated for damp when the description mentions it without saying where. */
const DAMP_ROOMS = 2;

const isFlat = (context: AnalysisContext) => ['flat', 'apartment'].includes(context.input.property.property_type);

/** Bathrooms: one, another from four bedrooms, another for an en-suite mentioned; at most three. */
function bathroomCount(context: AnalysisContext): number {
  const extra = (context.input.property.bedrooms >= 4 ? 1 : 0) + (/en[- ]suite/.test(context.text) ? 1 : 0);
  return Math.min(3, 1 + extra);
}

/** Rooms of each kind the condition marks apply to. */
function roomCounts(context: AnalysisContext): Record<ResolvedCondition['room'], number> {
  return { kitchen: 1, bathroom: bathroomCount(context), living_room: 1, bedrooms: context.input.property.bedrooms, hallway: 1 };
}

function conditionJobs(conditions: readonly ResolvedCondition[], counts: Record<ResolvedCondition['room'], number>, floorArea: number): Job[] {
  const totalRooms = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const poor = conditions.filter((c) => c.condition === 'poor');
  const tired = conditions.filter((c) => c.condition !== 'good');
  const roomsOf = (list: readonly ResolvedCondition[]) => list.reduce((sum, c) => sum + counts[c.room], 0);
  // Kitchens and bathrooms come with their own floors; the other rooms share the floor area by count.
  const floored = poor.filter((c) => c.room !== 'kitchen' && c.room !== 'bathroom');
  const jobs: Job[] = [];
  if (poor.some((c) => c.room === 'kitchen')) jobs.push({ item: 'kitchen', quantity: 1, reason: 'Kitchen in poor condition.' });
  if (poor.some((c) => c.room === 'bathroom')) jobs.push({ item: 'bathroom', quantity: counts.bathroom, reason: 'Bathroom in poor condition.' });
  if (poor.length > 0) jobs.push({ item: 'plastering', quantity: roomsOf(poor), reason: 'Rooms in poor condition are re-plastered.' });
  if (tired.length > 0) jobs.push({ item: 'decoration', quantity: roomsOf(tired), reason: 'Rooms in fair or poor condition are decorated.' });
  if (floored.length > 0) {
    jobs.push({ item: 'flooring', quantity: Math.round((floorArea * roomsOf(floored)) / totalRooms), reason: 'Floors of rooms in poor condition are replaced.' });
  }
  return jobs;
}

function systemJobs(context: AnalysisContext, floorArea: number): Job[] {
  const { property_type: type, bedrooms } = context.input.property;
  const size = Math.round((floorArea / REFERENCE_AREA_SQM) * 100) / 100;
  const roofSize = Math.round((floorArea / storeysOf(type) / (REFERENCE_AREA_SQM / 2)) * 100) / 100;
  const windows = isFlat(context) ? bedrooms + 3 : 2 * bedrooms + 2;
  const quantityOf: Record<string, number> = { rewire: size, heating_system: size, boiler: 1, roof: roofSize, windows, damp: DAMP_ROOMS };
  const signs = SYSTEM_SIGNS.filter((sign) => sign.pattern.test(context.text) && !(sign.item === 'roof' && isFlat(context)));
  const jobs: Job[] = signs
    .filter((sign) => !(sign.item === 'boiler' && signs.some((other) => other.item === 'heating_system')))
    .map((sign) => ({ item: sign.item, quantity: quantityOf[sign.item]!, reason: sign.reason }));
  const rating = context.facts.energyRating.value;
  if (rating && energyRatings.indexOf(rating) > energyRatings.indexOf('C')) {
    jobs.push({ item: 'energy_upgrades', quantity: 1, reason: `EPC ${rating}: insulation is the first step towards C.` });
  }
  return jobs;
}

/** The jobs the condition marks, the description and the EPC call for, in catalogue order. */
export function planJobs(context: AnalysisContext, conditions: readonly ResolvedCondition[], floorArea: number): Job[] {
  return [...conditionJobs(conditions, roomCounts(context), floorArea), ...systemJobs(context, floorArea)];
}
