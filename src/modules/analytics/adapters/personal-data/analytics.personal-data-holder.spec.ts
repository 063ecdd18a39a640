import { expect } from 'chai';
import { AddSite } from '../../application/add-site/add-site.use-case.js';
import { InMemorySites } from '../../application/in-memory-fakes.spec.js';
import { AnalyticsPersonalDataHolder } from './analytics.personal-data-holder.js';

describe('analytics: personal data holder', () => {
  let sites: InMemorySites;
  let add: AddSite;
  beforeEach(() => {
    sites = new InMemorySites();
    add = new AddSite(sites);
  });

  it('exports and erases a person\'s sites, and nobody else\'s', async () => {
    await add.execute({ userId: 'u1', name: 'A', url: 'https://a.example' });
    await add.execute({ userId: 'u2', name: 'B', url: 'https://b.example' });
    const holder = new AnalyticsPersonalDataHolder(sites);
    const exported = (await holder.exportFor({ userId: 'u1', email: 'a@example.org' })) as { sites: { name: string; url: string }[] };
    expect(exported.sites.map((s) => [s.name, s.url])).to.deep.equal([['A', 'https://a.example']]);
    await holder.eraseFor({ userId: 'u1', email: 'a@example.org' });
    expect(sites.rows.map((s) => s.userId)).to.deep.equal(['u2']);
  });
});
