export interface GeoLocation {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  city: string | null;
}

/** Where an IP address is; the caller discards the IP right after (it is never stored nor enqueued). */
export interface GeoLocator {
  /** Never throws: an unknown, private or malformed address, or a missing database, gives nulls. */
  locate(ip: string): Promise<GeoLocation>;
}
