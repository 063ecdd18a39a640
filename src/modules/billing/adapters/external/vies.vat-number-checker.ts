import { safeFetch, type TargetPolicy } from '../../../../platform/outbound/index.js';
import type { Clock } from '../../../../shared/index.js';
import type { VatNumberChecker, VatNumberVerdict } from '../../application/ports/vat-number-checker.port.js';

export interface ViesOptions {
  /** VIES_URL: the REST API's base, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api */
  baseUrl: string;
  policy: TargetPolicy;
  timeoutMs: number;
}

/**
 * VIES through its REST API (`GET {VIES_URL}/ms/{country}/vat/{number}`), reached through the platform's
 * outbound guard like any host we did not write (ADR 0006). Anything but a clear yes or no — a member
 * state's service down, a timeout, an answer we cannot read — is `unavailable`: never a 0 % rate.
 */
export class ViesVatNumberChecker implements VatNumberChecker {
  constructor(
    private readonly options: ViesOptions,
    private readonly clock: Clock,
  ) {}

  async check(prefix: string, number: string): Promise<VatNumberVerdict> {
    const checkedAt = this.clock.now();
    const unavailable: VatNumberVerdict = { status: 'unavailable', name: null, address: null, requestId: null, checkedAt };
    try {
      const url = `${this.options.baseUrl.replace(/\/$/, '')}/ms/${encodeURIComponent(prefix)}/vat/${encodeURIComponent(number)}`;
      const response = await safeFetch(url, { policy: this.options.policy, timeoutMs: this.options.timeoutMs, maxBytes: 64 * 1024, maxRedirects: 0, headers: { accept: 'application/json' } });
      if (response.status !== 200) return unavailable;
      const body = JSON.parse(response.body.toString('utf8')) as { isValid?: unknown; userError?: unknown; name?: unknown; address?: unknown; requestIdentifier?: unknown };
      const error = typeof body.userError === 'string' ? body.userError : 'VALID';
      if (body.isValid === true && error === 'VALID') {
        return { status: 'valid', name: text(body.name), address: text(body.address), requestId: text(body.requestIdentifier), checkedAt };
      }
      if (body.isValid === false && (error === 'INVALID' || error === 'VALID' || error === 'INVALID_INPUT')) return { ...unavailable, status: 'invalid', requestId: text(body.requestIdentifier) };
      return unavailable;
    } catch {
      return unavailable;
    }
  }
}

/** VIES writes "---" for what a member state does not disclose. */
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() && value.trim() !== '---' ? value.trim() : null);
