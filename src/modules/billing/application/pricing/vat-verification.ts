import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { BILLING } from '../../billing.tokens.js';
import type { VatCheckCache, VatNumberChecker, VatNumberVerdict } from '../ports/vat-number-checker.port.js';

const DAY_MS = 24 * 3600 * 1000;

/** VIES, asked at most once a day per number (billing README, "VAT"); an answer of `unavailable` is never kept. */
@injectable()
export class VatVerification {
  constructor(
    @inject(BILLING.VatNumberChecker) private readonly checker: VatNumberChecker,
    @inject(BILLING.VatCheckCache) private readonly cache: VatCheckCache,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async check(prefix: string, number: string): Promise<VatNumberVerdict> {
    const now = this.clock.now();
    const cached = await this.cache.find(prefix, number, new Date(now.getTime() - DAY_MS)).catch(() => null);
    if (cached) return cached;
    const verdict = await this.checker.check(prefix, number);
    if (verdict.status !== 'unavailable') await this.cache.store(prefix, number, verdict).catch(() => undefined);
    return verdict;
  }
}
