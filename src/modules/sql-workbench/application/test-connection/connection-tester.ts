import { inject, injectable, multiInject, optional } from 'inversify';
import type { Logger } from '../../../../platform/logging/index.js';
import { TargetRefusedError } from '../../../../platform/outbound/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import { DomainError, isDomainError } from '../../../../shared/index.js';
import { connectionFailed, connectionTargetRefused, connectionTestError } from '../../domain/connection/connection-errors.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { ConnectionTarget, DatabaseDriver, DatabaseEngine, ServerInfo } from '../ports/database-driver.port.js';
import { CONNECTION_TEST_RATE, type ConnectionTestSettings } from './connection-test-settings.js';

/** Refusals ALLOW_PRIVATE_TARGETS lifts; naming the setting for any other rule (link-local, a socket path) would mislead. */
const LIFTED_BY_SETTING = new Set(['loopback', 'private-address', 'port-not-allowed']);

const REDACTED = '[redacted]';

/** A password shorter than this is not searched for: replacing every `a` would garble the message and hide nothing. */
const SCRUB_MIN_LENGTH = 4;

export function scrubPassword(text: string, password: string): string {
  return password.length >= SCRUB_MIN_LENGTH ? text.split(password).join(REDACTED) : text;
}

/**
 * Runs one connection test for a user: the per-user rate limit, the engine's driver (which connects
 * through platform/outbound), and the driver's failure told as the page needs it (docs/product.md
 * §10.2): SQL_CONNECTION_FAILED for what the user can fix, SQL_CONNECTION_TARGET_REFUSED with the rule
 * that matched, SQL_CONNECTION_TEST_ERROR for our own faults (logged, never with the password).
 */
@injectable()
export class ConnectionTester {
  private readonly drivers: Map<DatabaseEngine, DatabaseDriver>;

  constructor(
    @multiInject(SQL_WORKBENCH.DatabaseDrivers) @optional() drivers: DatabaseDriver[] | undefined,
    @inject(SQL_WORKBENCH.ConnectionTestSettings) private readonly settings: ConnectionTestSettings,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {
    this.drivers = new Map((drivers ?? []).map((d) => [d.engine, d]));
  }

  /** Counts one test against the user's limit; throws RATE_LIMITED past it. */
  async admit(ownerId: string): Promise<void> {
    const decision = await this.limiter.consume(`sql-workbench:connection-test:${ownerId}`, CONNECTION_TEST_RATE.limit, CONNECTION_TEST_RATE.windowMs);
    if (!decision.allowed) {
      throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many connection tests, try again later', { retryAfterMs: decision.retryAfterMs });
    }
  }

  async test(target: ConnectionTarget): Promise<ServerInfo> {
    const driver = this.drivers.get(target.engine);
    if (!driver) {
      this.logger.error({ engine: target.engine }, 'sql-workbench: no database driver bound for this engine');
      throw connectionTestError();
    }
    try {
      return await driver.testConnection(target, this.settings.allowPrivateTargets);
    } catch (error) {
      throw this.explain(error, target.password);
    }
  }

  private explain(error: unknown, password: string): DomainError {
    const reason = refusalReason(error);
    if (reason !== null) {
      const why = scrubPassword((error as Error).message, password);
      return connectionTargetRefused(reason, why, this.settings.nameSettingInRefusals && LIFTED_BY_SETTING.has(reason));
    }
    if (isDomainError(error)) {
      // The driver's cause (auth, refused, unreachable, tls, protocol) when it names one, else its code (a timeout).
      const cause = typeof error.details?.cause === 'string' ? error.details.cause : error.code;
      return connectionFailed(cause, scrubPassword(error.message, password));
    }
    const failure = error instanceof Error ? { name: error.name, message: scrubPassword(error.message, password) } : { name: typeof error };
    this.logger.error({ failure }, 'sql-workbench: connection test failed unexpectedly');
    return connectionTestError();
  }
}

/**
 * The SSRF rule a refusal names: the guard's own error, or a driver's error that carries its reason
 * (a driver may wrap the guard's refusal in its own code).
 */
function refusalReason(error: unknown): string | null {
  if (error instanceof TargetRefusedError) return error.reason;
  if (isDomainError(error) && error.code.endsWith('TARGET_REFUSED') && typeof error.details?.reason === 'string') return error.details.reason;
  return null;
}
