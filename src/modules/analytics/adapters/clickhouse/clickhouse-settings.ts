/** Where the ClickHouse analytics store is (CLICKHOUSE_URL, CLICKHOUSE_USER, CLICKHOUSE_PASSWORD, CLICKHOUSE_DATABASE). */
export interface ClickHouseSettings {
  /** The HTTP(S) interface, e.g. `https://clickhouse.example:8443`. */
  url: string;
  username: string;
  password: string;
  database: string;
}
