const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are uuids; anything else names nothing, so callers answer 404 rather than let the database reject it. */
export const isUuid = (value: string) => UUID.test(value);
