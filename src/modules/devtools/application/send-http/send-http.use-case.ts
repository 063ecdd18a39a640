import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import { DomainError } from '../../../../shared/domain-error.js';
import type { HttpSendResponse } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { API_HUB_LIMITS } from '../../domain/api-hub/api-hub-limits.js';
import { variablesForSending, type SecretSealer } from '../../domain/api-hub/environment.js';
import { prepareRequest, type SendInput } from '../../domain/api-hub/outgoing-request.js';
import { encodeResponseBody } from '../../domain/api-hub/response-body.js';
import { devtoolsError } from '../../domain/devtools-error.js';
import type { EnvironmentRepository, HttpHistoryRepository } from '../ports/api-hub.repositories.port.js';
import type { HttpSender } from '../ports/http-sender.port.js';
import { DEVTOOLS_RATES, enforceRate } from '../rate-limit.js';

export interface SendHttpCommand extends SendInput {
  userId: string;
  followRedirects: boolean;
  environmentId?: string;
}

/**
 * Sends a request the user built (devtools README, "API testing hub"): the environment's variables,
 * secrets opened here only, replace `{{name}}`; the guarded sender does the rest. Every send, answered or
 * not, lands in the user's history with the URL as typed. A target that fails answers 503 with its code,
 * a refused one 400 (the guard's rule in `details.reason`); messages never hold the URL sent.
 */
@injectable()
export class SendHttpRequest {
  constructor(
    @inject(DEVTOOLS.HttpSender) private readonly sender: HttpSender,
    @inject(DEVTOOLS.EnvironmentRepository) private readonly environments: EnvironmentRepository,
    @inject(DEVTOOLS.HttpHistoryRepository) private readonly history: HttpHistoryRepository,
    @inject(DEVTOOLS.EnvironmentSecretBox) private readonly box: SecretSealer,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  /** Sends in flight per user in this process. */
  private readonly inFlight = new Map<string, number>();

  async execute(command: SendHttpCommand): Promise<HttpSendResponse> {
    await enforceRate(this.limiter, `devtools:api-hub-send:${command.userId}`, DEVTOOLS_RATES.apiHubSend);
    // Each send may hold up to 10 MiB of answer in memory for 30 s: a few at once per user, not sixty.
    const running = this.inFlight.get(command.userId) ?? 0;
    if (running >= API_HUB_LIMITS.concurrentSendsPerUser) {
      throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many requests in flight, wait for one to finish', { retryAfterMs: 1000, limit: API_HUB_LIMITS.concurrentSendsPerUser });
    }
    this.inFlight.set(command.userId, running + 1);
    try {
      return await this.send(command);
    } finally {
      const left = (this.inFlight.get(command.userId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(command.userId, left);
      else this.inFlight.delete(command.userId);
    }
  }

  private async send(command: SendHttpCommand): Promise<HttpSendResponse> {
    let variables = new Map<string, string>();
    if (command.environmentId !== undefined) {
      const environment = await this.environments.find(command.environmentId, command.userId);
      if (!environment) throw new DomainError('not_found', 'DEVTOOLS_ENVIRONMENT_NOT_FOUND', 'No such environment');
      variables = variablesForSending(environment, this.box);
    }
    const outgoing = prepareRequest(command, variables);
    const outcome = await this.sender.send(outgoing, {
      followRedirects: command.followRedirects,
      maxRedirects: API_HUB_LIMITS.maxRedirects,
      timeoutMs: API_HUB_LIMITS.timeoutMs,
      maxBytes: API_HUB_LIMITS.maxResponseBytes,
    });
    const base = { ownerId: command.userId, method: command.method, url: command.url.slice(0, API_HUB_LIMITS.maxUrlLength) };
    if (outcome.kind === 'failed') {
      await this.history.append({ ...base, status: null, totalMs: null, errorCode: outcome.code }, API_HUB_LIMITS.historyKept);
      const details = { reason: outcome.reason };
      if (outcome.code === 'DEVTOOLS_TARGET_REFUSED' || outcome.code === 'DEVTOOLS_INVALID_URL') {
        throw devtoolsError(outcome.code, outcome.code === 'DEVTOOLS_INVALID_URL' ? 'Not an http(s) URL' : 'The address is refused', details);
      }
      throw new DomainError('unavailable', outcome.code, 'The request got no answer', details);
    }
    await this.history.append({ ...base, status: outcome.status, totalMs: Math.round(outcome.timings.totalMs), errorCode: null }, API_HUB_LIMITS.historyKept);
    const contentType = outcome.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    return {
      success: true,
      status: outcome.status,
      statusText: outcome.statusText,
      headers: outcome.headers,
      ...encodeResponseBody(outcome.body, contentType, outcome.truncated),
      size: outcome.body.length,
      truncated: outcome.truncated,
      timings: outcome.timings,
      redirects: outcome.redirects,
      remoteAddress: outcome.remoteAddress,
      unresolvedVariables: outgoing.unresolvedVariables,
    };
  }
}
