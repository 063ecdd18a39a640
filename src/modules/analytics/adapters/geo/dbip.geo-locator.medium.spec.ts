import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DbIpGeoLocator, defaultGeoDbDir } from './dbip.geo-locator.js';

describe('analytics: DB-IP geo locator (maxmind reader on the npm package)', function () {
  this.timeout(60_000);
  const warnings: string[] = [];
  const log = { warn: (_obj: object, msg?: string) => void warnings.push(msg ?? '') };
  const locator = new DbIpGeoLocator({ geoDbDir: defaultGeoDbDir() }, log);

  it('finds the country and city of public IPv4 and IPv6 addresses, IPv4-mapped ones included', async () => {
    expect(await locator.locate('8.8.8.8')).to.deep.equal({ country: 'US', city: 'Mountain View' });
    expect(await locator.locate('::ffff:8.8.8.8')).to.deep.equal({ country: 'US', city: 'Mountain View' });
    expect((await locator.locate('81.2.69.142')).country).to.equal('GB');
    const v6 = await locator.locate('2a00:1450:4001:80b::200e');
    expect(v6.country).to.equal('DE');
    expect(v6.city).to.be.a('string');
  });

  it('answers nulls for loopback, private and malformed addresses', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '::1', 'not-an-ip', '']) {
      expect(await locator.locate(ip), ip).to.deep.equal({ country: null, city: null });
    }
  });

  it('answers nulls, and warns once, when the database files are missing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'stacklens-geo-'));
    try {
      const missing = new DbIpGeoLocator({ geoDbDir: empty }, log);
      const before = warnings.length;
      expect(await missing.locate('8.8.8.8')).to.deep.equal({ country: null, city: null });
      expect(await missing.locate('1.1.1.1')).to.deep.equal({ country: null, city: null });
      expect(warnings.length - before).to.equal(1);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
