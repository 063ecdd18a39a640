import { createClient, type ClickHouseClient } from '@clickhouse/client';
import type { ClickHouseSettings } from './clickhouse-settings.js';

/**
 * One client per process (it keeps a pool of HTTP connections). Every timestamp is sent and read as UTC:
 * the server's own time zone must not move a day's boundary (analytics README, "ClickHouse").
 */
export function openClickHouse(settings: ClickHouseSettings, options: { requestTimeoutMs?: number } = {}): ClickHouseClient {
  return createClient({
    url: settings.url,
    ...(options.requestTimeoutMs ? { request_timeout: options.requestTimeoutMs } : {}),
    username: settings.username,
    password: settings.password,
    database: settings.database,
    clickhouse_settings: {
      session_timezone: 'UTC',
      date_time_output_format: 'iso',
      // Reads after a write see it: inserts are synchronous, not buffered by the server.
      async_insert: 0,
      // A purge's lightweight DELETE returns once the rows are hidden from every later read.
      lightweight_deletes_sync: '2',
      // No JIT: its first use on a server costs 25-40 ms per query (a dimensions read took 38-43 ms right
      // after the compiled-expression cache was dropped, 12-18 ms without JIT), and the store's reads sum at
      // most about a million rollup rows, where compiled expressions gained nothing measurable (docs/benchmarks.md, "ClickHouse").
      compile_expressions: 0,
      compile_aggregate_expressions: 0,
      compile_sort_description: 0,
      // A long statement (a migration's copy) sends progress headers, so no proxy on the way takes the quiet connection for dead.
      ...(options.requestTimeoutMs ? { send_progress_in_http_headers: 1, http_headers_progress_interval_ms: '60000' } : {}),
    },
  });
}
