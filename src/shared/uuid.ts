const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a client's id can name a row at all: every stored id is a UUID, and anything else must not
 * reach a uuid column (PostgreSQL would throw a type error). Callers answer "not found" for the rest.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
