import { expect } from 'chai';
import { MemoryRateLimiter } from '../../../../platform/rate-limit/index.js';
import { systemClock, type DomainError } from '../../../../shared/index.js';
import type { HttpMethod } from '../../contract.js';
import type { EnvironmentRecord, SecretSealer } from '../../domain/api-hub/environment.js';
import type { HttpHistoryRecord, HttpHistoryWrite } from '../../domain/api-hub/http-history.js';
import type { OutgoingRequest } from '../../domain/api-hub/outgoing-request.js';
import type { EnvironmentRepository, EnvironmentWrite, HttpHistoryRepository } from '../ports/api-hub.repositories.port.js';
import type { HttpAnswer, HttpFailure, HttpSender } from '../ports/http-sender.port.js';
import { SendHttpRequest } from './send-http.use-case.js';

const box: SecretSealer = { seal: (p) => `sealed:${p}`, open: (s) => s.slice('sealed:'.length) };

class FakeEnvironments implements EnvironmentRepository {
  readonly records: EnvironmentRecord[] = [];
  async listForOwner(ownerId: string) {
    return this.records.filter((r) => r.ownerId === ownerId);
  }
  async find(id: string, ownerId: string) {
    return this.records.find((r) => r.id === id && r.ownerId === ownerId) ?? null;
  }
  async create(): Promise<EnvironmentRecord | null> {
    throw new Error('not used');
  }
  async update(_id: string, _write: EnvironmentWrite): Promise<EnvironmentRecord | null> {
    throw new Error('not used');
  }
  async delete() {
    return false;
  }
  async deleteForOwner() {
    return 0;
  }
}

class FakeHistory implements HttpHistoryRepository {
  readonly entries: HttpHistoryWrite[] = [];
  async append(entry: HttpHistoryWrite): Promise<HttpHistoryRecord> {
    this.entries.push(entry);
    return { ...entry, id: String(this.entries.length), at: new Date(0) };
  }
  async listForOwner() {
    return [];
  }
  async deleteForOwner() {
    return 0;
  }
}

const answer = (more: Partial<HttpAnswer> = {}): HttpAnswer => ({
  kind: 'answered',
  status: 200,
  statusText: 'OK',
  headers: [['Content-Type', 'application/json']],
  body: Buffer.from('{"a":1}'),
  truncated: false,
  timings: { dnsMs: 1, connectMs: 1, tlsMs: 0, firstByteMs: 2, downloadMs: 0.5, totalMs: 4.6 },
  redirects: [],
  remoteAddress: '203.0.113.9',
  ...more,
});

/** Answers what it is told, remembering what it was asked; `hold` keeps sends pending until released. */
class FakeSender implements HttpSender {
  readonly sent: OutgoingRequest[] = [];
  outcome: HttpAnswer | HttpFailure = answer();
  private held: (() => void)[] = [];
  hold = false;
  async send(request: OutgoingRequest): Promise<HttpAnswer | HttpFailure> {
    this.sent.push(request);
    if (this.hold) await new Promise<void>((resolve) => this.held.push(resolve));
    return this.outcome;
  }
  /** Lets the held sends finish and the next ones through. */
  release(): void {
    this.hold = false;
    for (const resolve of this.held.splice(0)) resolve();
  }
}

async function rejection(work: Promise<unknown>): Promise<DomainError> {
  return work.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as DomainError,
  );
}

describe('SendHttpRequest', () => {
  let sender: FakeSender;
  let environments: FakeEnvironments;
  let history: FakeHistory;
  let useCase: SendHttpRequest;
  const command = (more: Partial<Parameters<SendHttpRequest['execute']>[0]> = {}) => ({ userId: 'u1', method: 'GET' as HttpMethod, url: '{{base}}/items', headers: [], followRedirects: false, ...more });

  beforeEach(() => {
    sender = new FakeSender();
    environments = new FakeEnvironments();
    history = new FakeHistory();
    useCase = new SendHttpRequest(sender, environments, history, box, new MemoryRateLimiter(systemClock));
    environments.records.push({
      id: 'env-1',
      ownerId: 'u1',
      name: 'Prod',
      variables: [
        { key: 'base', secret: false, value: 'https://api.example.org' },
        { key: 'token', secret: true, value: 'sealed:t0k' },
      ],
      createdAt: new Date(0),
      updatedAt: new Date(0),
    });
  });

  it("fills the environment's variables, secrets opened, and records the URL as typed", async () => {
    const result = await useCase.execute(command({ headers: [['Authorization', 'Bearer {{token}}']], environmentId: 'env-1' }));
    expect(sender.sent[0]).to.deep.include({ url: 'https://api.example.org/items', headers: [['Authorization', 'Bearer t0k']] });
    expect(result).to.deep.include({ success: true, status: 200, body: '{"a":1}', bodyEncoding: 'utf8', size: 7, remoteAddress: '203.0.113.9', unresolvedVariables: [] });
    expect(history.entries).to.deep.equal([{ ownerId: 'u1', method: 'GET', url: '{{base}}/items', status: 200, totalMs: 5, errorCode: null }]);
  });

  it("answers 404 for another user's environment, sending nothing", async () => {
    const error = await rejection(useCase.execute(command({ userId: 'u2', environmentId: 'env-1' })));
    expect(error.code).to.equal('DEVTOOLS_ENVIRONMENT_NOT_FOUND');
    expect(error.kind).to.equal('not_found');
    expect(sender.sent).to.deep.equal([]);
  });

  it('records failures and answers refusals 400, network failures 503, without the URL in the message', async () => {
    sender.outcome = { kind: 'failed', code: 'DEVTOOLS_TARGET_REFUSED', reason: 'private-address' };
    const refused = await rejection(useCase.execute(command({ url: 'http://10.0.0.1/?key={{token}}', environmentId: 'env-1' })));
    expect(refused).to.deep.include({ kind: 'validation', code: 'DEVTOOLS_TARGET_REFUSED', details: { reason: 'private-address' } });
    expect(refused.message).not.to.contain('t0k').and.not.to.contain('10.0.0.1');
    sender.outcome = { kind: 'failed', code: 'DEVTOOLS_HTTP_TIMEOUT', reason: 'timeout' };
    const timedOut = await rejection(useCase.execute(command()));
    expect(timedOut).to.deep.include({ kind: 'unavailable', code: 'DEVTOOLS_HTTP_TIMEOUT' });
    expect(history.entries.map((e) => [e.url, e.status, e.errorCode])).to.deep.equal([
      ['http://10.0.0.1/?key={{token}}', null, 'DEVTOOLS_TARGET_REFUSED'],
      ['{{base}}/items', null, 'DEVTOOLS_HTTP_TIMEOUT'],
    ]);
  });

  it('lets four sends of a user run at once, refuses a fifth (RATE_LIMITED), and frees the slots when they end', async () => {
    sender.hold = true;
    const running = Array.from({ length: 4 }, () => useCase.execute(command({ url: 'https://api.example.org/' })));
    const fifth = await rejection(useCase.execute(command({ url: 'https://api.example.org/' })));
    expect(fifth).to.deep.include({ kind: 'rate_limited', code: 'RATE_LIMITED' });
    expect(fifth.details?.retryAfterMs).to.be.a('number').above(0);
    // Another user is not held back.
    const other = useCase.execute(command({ userId: 'u2', url: 'https://api.example.org/' }));
    sender.release();
    await Promise.all([...running, other]);
    expect((await useCase.execute(command({ url: 'https://api.example.org/' }))).status).to.equal(200);
  });

  it('answers binary bodies as base64 and says what was cut', async () => {
    sender.outcome = answer({ headers: [['content-type', 'image/png']], body: Buffer.from([1, 2, 255]), truncated: true });
    expect(await useCase.execute(command({ url: 'https://api.example.org/logo.png' }))).to.deep.include({ body: 'AQL/', bodyEncoding: 'base64', size: 3, truncated: true });
  });
});
