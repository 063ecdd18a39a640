import { expect } from 'chai';
import { once } from 'node:events';
import { fakeDns, startCanary, type Canary } from '../../../test/e2e/ssrf/ssrf-test-support.js';
import { connectGuarded, TargetRefusedError, type TargetPolicy } from './index.js';

describe('connectGuarded', () => {
  let canary: Canary;
  let policy: TargetPolicy;
  const lookup = fakeDns({ 'inside.attacker.test': ['127.0.0.1'], 'fixture.test': ['127.0.0.1'] });

  before(async () => {
    canary = await startCanary();
    policy = { allowPrivate: false, allowedPorts: [80, 443, canary.port] };
  });

  after(() => canary.close());

  it('throws before any socket exists for a forbidden literal address', () => {
    expect(() => connectGuarded(policy, '127.0.0.1', canary.port, lookup)).to.throw(TargetRefusedError, /loopback/);
    expect(() => connectGuarded(policy, '[::ffff:127.0.0.1]', canary.port, lookup)).to.throw(TargetRefusedError);
  });

  it('fails the socket when a name resolves to a forbidden address, without connecting', async () => {
    const socket = connectGuarded(policy, 'inside.attacker.test', canary.port, lookup);
    const [error] = (await once(socket, 'error').catch((e: unknown) => [e])) as [TargetRefusedError];
    expect(error).to.be.instanceOf(TargetRefusedError);
    expect(error.reason).to.equal('loopback');
    expect(canary.connections).to.equal(0);
  });

  it('connects to the checked address of an allowed target', async () => {
    const allowed = { ...policy, allowTargets: [`127.0.0.1:${canary.port}`] };
    const socket = connectGuarded(allowed, 'fixture.test', canary.port, lookup);
    await once(socket, 'connect');
    expect(socket.remoteAddress).to.equal('127.0.0.1');
    socket.destroy();
  });
});
