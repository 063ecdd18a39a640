import { expect } from 'chai';
import { AddSite } from '../../application/add-site/add-site.use-case.js';
import { InMemoryExclusions } from '../../testing/in-memory-exclusions.fake.js';
import { InMemorySiteData, InMemorySites } from '../../testing/in-memory-fakes.fake.js';
import { AnalyticsPersonalDataHolder } from './analytics.personal-data-holder.js';

describe('analytics: personal data holder', () => {
  let sites: InMemorySites;
  let add: AddSite;
  beforeEach(() => {
    sites = new InMemorySites();
    add = new AddSite(sites, { allowPrivateTargets: false });
  });

  it('exports and erases a person\'s sites and their data, and nobody else\'s', async () => {
    const a = await add.execute({ userId: 'u1', name: 'A', url: 'https://a.example' });
    const b = await add.execute({ userId: 'u2', name: 'B', url: 'https://b.example' });
    const data = new InMemorySiteData();
    data.events.set(a.id, [new Date()]);
    data.events.set(b.id, [new Date()]);
    const exclusions = new InMemoryExclusions();
    await exclusions.create({ siteId: a.id, type: 'ip', value: '192.0.2.1', label: 'office' });
    await exclusions.create({ siteId: b.id, type: 'user', value: 'someone-else', label: null });
    const holder = new AnalyticsPersonalDataHolder(sites, data, exclusions);
    const exported = (await holder.exportFor({ userId: 'u1', email: 'a@example.org' })) as { sites: { name: string; url: string }[]; exclusions: { siteId: string; type: string; value: string; label: string }[] };
    expect(exported.sites.map((s) => [s.name, s.url])).to.deep.equal([['A', 'https://a.example']]);
    expect(exported.exclusions.map((e) => [e.siteId, e.type, e.value, e.label])).to.deep.equal([[a.id, 'ip', '192.0.2.1', 'office']]);
    await holder.eraseFor({ userId: 'u1', email: 'a@example.org' });
    expect(sites.rows.map((s) => s.userId)).to.deep.equal(['u2']);
    // The sites' collected data goes with them (README: it used to stay behind).
    expect(data.erased).to.deep.equal([a.id]);
    expect(data.events.get(b.id)).to.have.length(1);
    expect(exclusions.rows.map((e) => e.siteId)).to.deep.equal([b.id]);
  });
});
