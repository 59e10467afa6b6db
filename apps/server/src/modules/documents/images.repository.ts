import type { ImageTagsInput } from '@plotwise/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

export async function listImageTags(db: Db, tenantId: string, imageIds: string[]) {
  if (imageIds.length === 0) return [];
  return db.selectFrom('image_tags').select(['image_id', 'room', 'condition']).where('tenant_id', '=', tenantId).where('image_id', 'in', imageIds).execute();
}

/** Sets the tags given (null clears one); a tag left out keeps its value. */
export async function saveImageTags(db: Db, tenantId: string, imageId: string, tags: ImageTagsInput) {
  const changes = {
    ...(tags.room !== undefined ? { room: tags.room } : {}),
    ...(tags.condition !== undefined ? { condition: tags.condition } : {}),
  };
  return db
    .insertInto('image_tags')
    .values({ image_id: imageId, tenant_id: tenantId, room: null, condition: null, ...changes })
    .onConflict((conflict) => conflict.column('image_id').doUpdateSet({ ...changes, updated_at: sql`now()` }).where('image_tags.tenant_id', '=', tenantId))
    .returning(['room', 'condition'])
    .executeTakeFirstOrThrow();
}
