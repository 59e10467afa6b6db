import { conditionRooms, type ConditionRoom, type RoomCondition, type RoomConditions } from '@plotwise/contracts';

export type ResolvedCondition = { room: ConditionRoom; condition: RoomCondition; source: 'user' | 'description' | 'default' };

const WHOLE_HOME_POOR = /in need of (?:full |complete |some )?(?:modernisation|modernization|renovation|refurbishment|updating)|(?:requires|needs) (?:full |complete )?(?:modernisation|modernization|renovation|refurbishment)|(?:renovation|refurbishment|development) project|doer[- ]upper|fixer[- ]upper|derelict|uninhabitable|full (?:renovation|refurbishment|modernisation)/;
const WHOLE_HOME_FAIR = /\bdated\b|some updating|cosmetic|\btired\b|would benefit from (?:some )?(?:updating|modernisation|refresh)/;
const ROOM_POOR: Partial<Record<ConditionRoom, RegExp>> = {
  kitchen: /(?:dated|tired|old|original) kitchen|kitchen (?:needs|requires|in need)/,
  bathroom: /(?:dated|tired|old|original) (?:bathroom|shower room)|(?:bathroom|shower room) (?:needs|requires|in need)/,
};

/** How the description reads the whole home: poor wins over fair; null when it says nothing. */
export function describedCondition(text: string): RoomCondition | null {
  if (WHOLE_HOME_POOR.test(text)) return 'poor';
  if (WHOLE_HOME_FAIR.test(text)) return 'fair';
  return null;
}

/** Each room's condition: the user's mark, else the description, else good. */
export function resolveConditions(marks: RoomConditions | undefined, text: string): ResolvedCondition[] {
  const whole = describedCondition(text);
  return conditionRooms.map((room) => {
    const marked = marks?.[room];
    if (marked) return { room, condition: marked, source: 'user' };
    if (ROOM_POOR[room]?.test(text)) return { room, condition: 'poor', source: 'description' };
    if (whole) return { room, condition: whole, source: 'description' };
    return { room, condition: 'good', source: 'default' };
  });
}
