import { expect } from 'chai';
import { addIndexStatement, adviseIndexesMysql } from './mysql-index-advisor.js';

describe('MySQL/MariaDB index advice', () => {
  it('writes an online ALTER TABLE with every name backquoted', () => {
    expect(addIndexStatement({ schema: 'shop', table: 'order`lines', columns: ['customer id', 'at'] })).to.equal(
      'ALTER TABLE `shop`.`order``lines` ADD INDEX (`customer id`, `at`), ALGORITHM=INPLACE, LOCK=NONE;',
    );
  });

  it('returns every candidate unverified: the engines have no hypothetical indexes', () => {
    const advice = adviseIndexesMysql({ sql: 'SELECT 1', candidates: [{ schema: null, table: 'orders', columns: ['status'] }] });
    expect(advice).to.include({ verification: 'unverified', reason: 'engine-unsupported' });
    expect(advice.verification === 'unverified' && advice.candidates).to.deep.equal([
      { schema: null, table: 'orders', columns: ['status'], createStatement: 'ALTER TABLE `orders` ADD INDEX (`status`), ALGORITHM=INPLACE, LOCK=NONE;' },
    ]);
  });
});
