/**
 * Which backing services the tests use. With DATABASE_URL / REDIS_URL set (CI) the medium and API
 * tests run on PostgreSQL and Bull; otherwise on PGlite and the in-process queue. With CI=true a
 * configured service that does not answer fails the run rather than being skipped.
 */
export const testServices = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
  ci: process.env.CI === 'true',
};
