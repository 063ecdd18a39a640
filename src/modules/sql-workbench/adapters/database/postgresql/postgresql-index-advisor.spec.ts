import { expect } from 'chai';
import { createIndexStatement, planUsesIndex, unverifiedAdvice } from './postgresql-index-advisor.js';

describe('PostgreSQL index advice, without a server', () => {
  it('writes CREATE INDEX CONCURRENTLY with every name quoted', () => {
    expect(createIndexStatement({ schema: 'Sales', table: 'order"lines', columns: ['customer id', 'at'] })).to.equal(
      'CREATE INDEX CONCURRENTLY ON "Sales"."order""lines" ("customer id", "at");',
    );
    expect(createIndexStatement({ schema: null, table: 'orders', columns: ['status'] })).to.equal('CREATE INDEX CONCURRENTLY ON "orders" ("status");');
  });

  it('finds the index a scan reads anywhere in the plan, by its exact name', () => {
    const plan = [{ Plan: { 'Node Type': 'Nested Loop', Plans: [{ 'Node Type': 'Seq Scan' }, { 'Node Type': 'Index Scan', 'Index Name': '<14001>btree_orders_customer_id' }] } }];
    expect(planUsesIndex(plan, '<14001>btree_orders_customer_id')).to.equal(true);
    expect(planUsesIndex(plan, '<14001>btree_orders')).to.equal(false);
    expect(planUsesIndex([{ Plan: { 'Node Type': 'Seq Scan', Filter: '<14001>btree_orders_customer_id' } }], '<14001>btree_orders_customer_id')).to.equal(false);
  });

  it('returns the candidates unverified with the package to install for the server’s major version', () => {
    const advice = unverifiedAdvice('hypopg-not-installed', '16', [{ schema: 'shop', table: 'orders', columns: ['customer_id'] }]);
    expect(advice).to.deep.equal({
      verification: 'unverified',
      reason: 'hypopg-not-installed',
      howToEnable:
        'Install HypoPG on the database server (Debian and Ubuntu: apt-get install postgresql-16-hypopg; most managed services list it among their extensions), then run CREATE EXTENSION hypopg; as a user allowed to create extensions.',
      candidates: [{ schema: 'shop', table: 'orders', columns: ['customer_id'], createStatement: 'CREATE INDEX CONCURRENTLY ON "shop"."orders" ("customer_id");' }],
    });
  });
});
