import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { DROP_REASON_LABELS } from '../../frontend/src/features/admin/analytics-dropped.messages.js';
import { DROP_REASONS } from '../../src/modules/analytics/application/ingest/dropped-counter.js';

/** The admins' dropped-events panel names every reason the tracker and the worker count, in English at least. */
describe('admin: analytics dropped-event reasons', () => {
  it('has a translated label for every drop reason of the intake', () => {
    const en = JSON.parse(readFileSync(new URL('../../frontend/lang/en.json', import.meta.url), 'utf8')) as Record<string, string>;
    for (const reason of Object.values(DROP_REASONS)) {
      expect(DROP_REASON_LABELS, reason).to.have.property(reason);
      expect(en[DROP_REASON_LABELS[reason]!.id!], reason).to.be.a('string');
    }
    expect(en['admin.analyticsDropped.reason.rateLimited']).to.equal('Too many requests from one address');
  });
});
