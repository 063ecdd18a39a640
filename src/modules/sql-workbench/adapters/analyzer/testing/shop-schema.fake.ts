import type { AnalyzerSchema } from '../../../domain/analyzer/schema-snapshot.js';

/**
 * A small catalogue shaped as the explorer gives it, for the analyzer specs: orders.customer_id is a
 * foreign key without an index, order_items.order_id one with an index, customers.email has an
 * expression index on lower(email), written as PostgreSQL's catalogue prints it.
 */
export const SHOP_SCHEMA: AnalyzerSchema = {
  tables: [
    {
      schema: 'public',
      name: 'customers',
      estimatedRows: 50_000,
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'email', type: 'text', nullable: false },
        { name: 'phone', type: 'character varying(20)', nullable: true },
        { name: 'name', type: 'text', nullable: true },
      ],
      indexes: [
        { name: 'customers_pkey', columns: ['id'] },
        { name: 'customers_lower_email_idx', columns: ['lower((email)::text)'] },
      ],
      foreignKeys: [],
    },
    {
      schema: 'public',
      name: 'orders',
      estimatedRows: 200_000,
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'customer_id', type: 'integer', nullable: false },
        { name: 'status', type: 'text', nullable: false },
        { name: 'created_at', type: 'timestamp with time zone', nullable: false },
        { name: 'total', type: 'numeric(10,2)', nullable: true },
      ],
      indexes: [{ name: 'orders_pkey', columns: ['id'] }],
      foreignKeys: [{ name: 'orders_customer_id_fkey', columns: ['customer_id'], referencedSchema: 'public', referencedTable: 'customers', referencedColumns: ['id'] }],
    },
    {
      schema: 'public',
      name: 'order_items',
      estimatedRows: 600_000,
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'order_id', type: 'integer', nullable: false },
        { name: 'product_id', type: 'integer', nullable: false },
        { name: 'quantity', type: 'integer', nullable: false },
      ],
      indexes: [
        { name: 'order_items_pkey', columns: ['id'] },
        { name: 'order_items_order_id_idx', columns: ['order_id', 'product_id'] },
      ],
      foreignKeys: [{ name: 'order_items_order_id_fkey', columns: ['order_id'], referencedSchema: 'public', referencedTable: 'orders', referencedColumns: ['id'] }],
    },
    {
      schema: 'public',
      name: 'statuses',
      estimatedRows: 5,
      columns: [{ name: 'code', type: 'text', nullable: false }],
      indexes: [],
      foreignKeys: [],
    },
  ],
};
