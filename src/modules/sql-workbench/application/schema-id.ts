const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names no schema (and must not reach a uuid column, which would throw). */
export const isUuid = (value: string): boolean => UUID.test(value);
