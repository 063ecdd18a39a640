/**
 * The sample database "Sample (shop)" (sql-workbench README, "Sample database"): four tables filled by
 * generate_series in one transaction, the same rows on every start (setseed, and every random() drawn
 * in generate_series order before any join can reorder the rows), then ANALYZE so the planner's
 * estimates are those of a database in use.
 *
 * order_items.order_id has no index, on purpose: it is the foreign key a user finds missing through the
 * analyzer's lint rule, the Seq Scan in the plan and the index candidate.
 */

/** Rows per table, as seeded. */
export const SAMPLE_TABLE_ROWS = {
  customers: 5_000,
  products: 500,
  orders: 20_000,
  order_items: 60_000,
} as const;

/** The table and column left without an index. */
export const SAMPLE_MISSING_INDEX = { table: 'order_items', column: 'order_id' } as const;

/** Who runs the terminal's statements: SELECT on the four tables and nothing else. */
export const SAMPLE_READER_ROLE = 'sample_reader';

/**
 * The session's own role, which the explorer, the usage panel and EXPLAIN run as: it may also plan
 * INSERT, UPDATE and DELETE (PostgreSQL checks those rights when planning), always inside a read-only
 * transaction that is rolled back. Neither role is a superuser.
 */
export const SAMPLE_PLANNER_ROLE = 'sample_planner';

const FIRST_NAMES = [
  'Amira', 'Ben', 'Chloé', 'Diego', 'Elena', 'Farid', 'Grace', 'Hiroshi', 'Inès', 'Jonas', 'Karin', 'Liam', 'Mei',
  'Noah', 'Olga', 'Pablo', 'Quentin', 'Rania', 'Sofia', 'Tomás', 'Uma', 'Victor', 'Wen', 'Yara', 'Zoé', 'Aiko',
  'Bilal', 'Camille', 'Dmitri', 'Emma', 'Fatima', 'Gustav', 'Hana', 'Ibrahim', 'Julia', 'Kofi', 'Lucía', 'Mateo',
  'Nadia', 'Oscar',
];
const LAST_NAMES = [
  'Almeida', 'Berger', 'Chen', 'Dubois', 'Evans', 'Fischer', 'García', 'Haddad', 'Ito', 'Jansen', 'Kowalski',
  'Lopez', 'Martin', 'Nguyen', 'Okafor', 'Petrov', 'Rossi', 'Schmidt', 'Tanaka', 'Weber', 'Silva', 'Novak',
  'Johansson', 'Kim', 'Mensah', 'Costa', 'Moreau', 'Ali', 'Brown', 'Singh',
];
/** Repeated entries weigh the draw: most customers are in a few countries. */
const COUNTRIES = [
  'US', 'US', 'US', 'US', 'GB', 'GB', 'GB', 'DE', 'DE', 'DE', 'FR', 'FR', 'FR', 'ES', 'ES', 'IT', 'IT', 'NL', 'SE',
  'PL', 'BR', 'MX', 'CA', 'CA', 'JP', 'IN', 'AU', 'MA', 'EG', 'NG', 'ZA', 'AE',
];
/** Five products per category, with a typical price in cents. */
const PRODUCTS: Array<[category: string, noun: string, cents: number]> = [
  ['Kitchen', 'Mug', 1_200], ['Kitchen', 'Teapot', 3_400], ['Kitchen', 'Skillet', 5_900], ['Kitchen', 'Cutting Board', 2_900], ['Kitchen', 'Chef Knife', 8_900],
  ['Outdoor', 'Tent', 24_900], ['Outdoor', 'Backpack', 11_900], ['Outdoor', 'Water Bottle', 2_400], ['Outdoor', 'Headlamp', 3_900], ['Outdoor', 'Sleeping Bag', 15_900],
  ['Office', 'Notebook', 900], ['Office', 'Desk Lamp', 4_900], ['Office', 'Fountain Pen', 6_900], ['Office', 'Monitor Stand', 5_400], ['Office', 'Office Chair', 29_900],
  ['Audio', 'Headphones', 19_900], ['Audio', 'Speaker', 12_900], ['Audio', 'Earbuds', 8_900], ['Audio', 'Turntable', 34_900], ['Audio', 'Microphone', 9_900],
  ['Home', 'Throw Blanket', 4_900], ['Home', 'Candle', 1_900], ['Home', 'Vase', 3_900], ['Home', 'Cushion', 2_900], ['Home', 'Rug', 17_900],
];
const ADJECTIVES = ['Classic', 'Compact', 'Deluxe', 'Eco', 'Essential', 'Premium', 'Rustic', 'Smart', 'Travel', 'Ultra'];
const COLOURS = ['Graphite', 'Ivory'];

const textArray = (values: readonly string[]): string => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;
const intArray = (values: readonly number[]): string => `ARRAY[${values.join(', ')}]`;

/** One random draw in [0, 1) per call; `n` picks a 1-based array index. */
const pick = (values: readonly unknown[]): string => `1 + floor(random() * ${values.length})::int`;

const { customers, products, orders } = SAMPLE_TABLE_ROWS;
const nouns = PRODUCTS.map(([, noun]) => noun);
const categories = PRODUCTS.map(([category]) => category);
const prices = PRODUCTS.map(([, , cents]) => cents);

/**
 * Keys, unique constraints and indexes come after the rows (building them once is faster than keeping
 * them up to date through every insert); each order has 1 to 5 items (1 + id mod 5), three on average.
 */
export const SAMPLE_SEED_SQL = `
BEGIN;
SELECT setseed(0.42);

CREATE TABLE customers (
  id integer NOT NULL,
  first_name varchar(60) NOT NULL,
  last_name varchar(60) NOT NULL,
  email varchar(200) NOT NULL,
  country char(2) NOT NULL,
  created_at timestamptz NOT NULL,
  marketing_opt_in boolean NOT NULL
);
CREATE TABLE products (
  id integer NOT NULL,
  sku varchar(20) NOT NULL,
  name varchar(120) NOT NULL,
  category varchar(40) NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents > 0),
  active boolean NOT NULL
);
CREATE TABLE orders (
  id integer NOT NULL,
  customer_id integer NOT NULL,
  status varchar(12) NOT NULL CHECK (status IN ('pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded')),
  ordered_at timestamptz NOT NULL,
  shipped_at timestamptz,
  shipping_country char(2) NOT NULL,
  total_cents integer NOT NULL
);
CREATE TABLE order_items (
  id integer NOT NULL,
  order_id integer NOT NULL,
  product_id integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_cents integer NOT NULL
);

INSERT INTO customers
SELECT id, first_name, last_name,
       translate(lower(first_name || '.' || last_name), 'áàâäãéèêëíìîïóòôöõúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') || id || '@example.' || (ARRAY['com', 'org', 'net'])[1 + id % 3],
       country,
       timestamptz '2024-01-01 00:00:00+00' + created_day * interval '1 day',
       opt_in
FROM (
  SELECT i AS id,
         (${textArray(FIRST_NAMES)})[${pick(FIRST_NAMES)}] AS first_name,
         (${textArray(LAST_NAMES)})[${pick(LAST_NAMES)}] AS last_name,
         (${textArray(COUNTRIES)})[${pick(COUNTRIES)}] AS country,
         random() * 700 AS created_day,
         random() < 0.4 AS opt_in
  FROM generate_series(1, ${customers}) AS i
) AS drawn;

INSERT INTO products
SELECT i,
       'SKU-' || lpad(i::text, 5, '0'),
       (${textArray(ADJECTIVES)})[1 + ((i - 1) / ${nouns.length}) % ${ADJECTIVES.length}] || ' ' ||
         (${textArray(nouns)})[1 + (i - 1) % ${nouns.length}] || ' (' ||
         (${textArray(COLOURS)})[1 + ((i - 1) / ${nouns.length * ADJECTIVES.length}) % ${COLOURS.length}] || ')',
       (${textArray(categories)})[1 + (i - 1) % ${nouns.length}],
       greatest(99, round((${intArray(prices)})[1 + (i - 1) % ${nouns.length}] * (0.7 + price_draw * 0.6) / 100) * 100 - 1)::int,
       active_draw >= 0.05
FROM (SELECT i, random() AS price_draw, random() AS active_draw FROM generate_series(1, ${products}) AS i) AS drawn;

INSERT INTO orders
SELECT drawn.id, c.id,
       CASE WHEN status_draw < 0.05 THEN 'pending' WHEN status_draw < 0.14 THEN 'paid' WHEN status_draw < 0.24 THEN 'shipped'
            WHEN status_draw < 0.90 THEN 'delivered' WHEN status_draw < 0.96 THEN 'cancelled' ELSE 'refunded' END,
       c.created_at + when_draw * (timestamptz '2026-01-01 00:00:00+00' - c.created_at),
       NULL,
       CASE WHEN country_draw < 0.92 THEN c.country ELSE (${textArray(COUNTRIES)})[1 + floor(country_draw * 1000)::int % ${COUNTRIES.length}] END,
       0
FROM (
  -- power() leans the draw towards low ids: a few customers order often, some never.
  SELECT i AS id, 1 + floor(power(random(), 1.6) * ${customers})::int AS customer_id,
         random() AS status_draw, random() AS when_draw, random() AS country_draw
  FROM generate_series(1, ${orders}) AS i
) AS drawn
JOIN customers AS c ON c.id = drawn.customer_id;

UPDATE orders SET shipped_at = ordered_at + (1 + (id % 5)) * interval '1 day' + (id % 24) * interval '1 hour'
WHERE status IN ('shipped', 'delivered', 'refunded');

INSERT INTO order_items
SELECT row_number() OVER (ORDER BY drawn.order_id, drawn.line)::int, drawn.order_id, p.id, drawn.quantity, p.price_cents
FROM (
  SELECT o AS order_id, line, 1 + floor(power(random(), 1.4) * ${products})::int AS product_id,
         1 + floor(power(random(), 4) * 5)::int AS quantity
  FROM generate_series(1, ${orders}) AS o, generate_series(1, 1 + o % 5) AS line
) AS drawn
JOIN products AS p ON p.id = drawn.product_id;

UPDATE orders SET total_cents = sums.total
FROM (SELECT order_id, sum(quantity * unit_price_cents)::int AS total FROM order_items GROUP BY order_id) AS sums
WHERE sums.order_id = orders.id;

ALTER TABLE customers ADD PRIMARY KEY (id), ADD CONSTRAINT customers_email_key UNIQUE (email);
ALTER TABLE products ADD PRIMARY KEY (id), ADD CONSTRAINT products_sku_key UNIQUE (sku);
ALTER TABLE orders ADD PRIMARY KEY (id),
  ADD CONSTRAINT orders_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customers (id);
ALTER TABLE order_items ADD PRIMARY KEY (id),
  ADD CONSTRAINT order_items_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id),
  ADD CONSTRAINT order_items_product_id_fkey FOREIGN KEY (product_id) REFERENCES products (id);
CREATE INDEX orders_customer_id_idx ON orders (customer_id);
CREATE INDEX orders_ordered_at_idx ON orders (ordered_at);
CREATE INDEX order_items_product_id_idx ON order_items (product_id);

COMMENT ON TABLE customers IS 'Shop customers: one row per account';
COMMENT ON TABLE products IS 'Catalogue: prices in cents';
COMMENT ON TABLE orders IS 'One row per checkout; total_cents is the sum of its items';
COMMENT ON TABLE order_items IS 'Lines of an order (order_id has no index, on purpose)';

CREATE ROLE ${SAMPLE_READER_ROLE} NOLOGIN;
GRANT SELECT ON customers, products, orders, order_items TO ${SAMPLE_READER_ROLE};
CREATE ROLE ${SAMPLE_PLANNER_ROLE} NOLOGIN IN ROLE ${SAMPLE_READER_ROLE};
GRANT INSERT, UPDATE, DELETE ON customers, products, orders, order_items TO ${SAMPLE_PLANNER_ROLE};
-- Every role may create temporary tables by default; the reader makes nothing.
DO $$ BEGIN EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC', current_database()); END $$;
COMMIT;
`;

/** Run after the seed's transaction (VACUUM refuses to run inside one): planner statistics and visibility maps. */
export const SAMPLE_ANALYZE_SQL = 'VACUUM ANALYZE';
