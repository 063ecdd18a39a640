import { expect } from 'chai';
import net, { type AddressInfo } from 'node:net';
import { fakeDns, rejectionOf } from '../../../test/e2e/ssrf/ssrf-test-support.js';
import { guardedConnect, resolveGuardedTarget, TargetRefusedError, type AddressLookup, type TargetPolicy } from './index.js';

interface Listener {
  port: number;
  connections: number;
  close(): Promise<void>;
}

/** A loopback TCP server that echoes what it receives and counts connections. */
async function startEcho(host: string): Promise<Listener> {
  const sockets = new Set<net.Socket>();
  const listener = { port: 0, connections: 0, close: () => Promise.resolve() };
  const server = net.createServer((socket) => {
    listener.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  listener.port = (server.address() as AddressInfo).port;
  listener.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return listener;
}

function echo(socket: net.Socket, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString()));
    socket.once('error', reject);
    socket.write(text);
  });
}

describe('guardedConnect (raw TCP to loopback listeners)', () => {
  let v4: Listener;
  let v6: Listener;
  /** The listeners' ports are allowed, so only the address rules stand between a caller and them. */
  let strict: TargetPolicy;
  let open: TargetPolicy;

  before(async () => {
    v4 = await startEcho('127.0.0.1');
    v6 = await startEcho('::1');
    strict = { allowPrivate: false, allowedPorts: [v4.port, v6.port] };
    open = { allowPrivate: true, allowedPorts: [80, 443] };
  });

  after(async () => {
    await Promise.all([v4.close(), v6.close()]);
  });

  async function refusal(host: string, policy: TargetPolicy, port = v4.port, lookup?: AddressLookup): Promise<string | undefined> {
    const error = await rejectionOf(guardedConnect({ host, port, policy, timeoutMs: 5_000, lookup }));
    expect(error, `${host}:${port}`).to.be.instanceOf(TargetRefusedError);
    expect(error.code).to.equal('AUDIT_TARGET_REFUSED');
    return error.reason;
  }

  it('connects to loopback when private targets are allowed, on any port, and reports where and how long', async () => {
    const before = v4.connections;
    const { socket, target, timings } = await guardedConnect({ host: '127.0.0.1', port: v4.port, policy: open, timeoutMs: 5_000 });
    try {
      expect(await echo(socket, 'ping')).to.equal('ping');
      expect(target).to.deep.equal({ host: '127.0.0.1', address: '127.0.0.1', family: 4, port: v4.port, servername: undefined });
      expect(socket.remoteAddress).to.equal('127.0.0.1');
      expect(timings.dnsMs).to.equal(0);
      expect(timings.connectMs).to.be.a('number').and.at.least(0);
      expect(timings.tlsMs).to.equal(null);
      expect(v4.connections).to.equal(before + 1);
    } finally {
      socket.destroy();
    }
  });

  it('connects to a name through the one address it resolved to (no second lookup)', async () => {
    let lookups = 0;
    const lookup: AddressLookup = (name) => {
      lookups += 1;
      return fakeDns({ 'db.fixture.test': ['127.0.0.1'] })(name);
    };
    const { socket, target, timings } = await guardedConnect({ host: 'DB.Fixture.Test', port: v4.port, policy: open, timeoutMs: 5_000, lookup });
    try {
      expect(await echo(socket, 'name')).to.equal('name');
      expect(target).to.deep.equal({ host: 'db.fixture.test', address: '127.0.0.1', family: 4, port: v4.port, servername: 'db.fixture.test' });
      expect(timings.dnsMs).to.be.at.least(0);
      expect(lookups).to.equal(1);
    } finally {
      socket.destroy();
    }
  });

  it('refuses loopback when private targets are not allowed, and nothing reaches the listener', async () => {
    const before = [v4.connections, v6.connections];
    expect(await refusal('127.0.0.1', strict)).to.equal('loopback');
    expect(await refusal('::1', strict, v6.port)).to.equal('loopback');
    expect(await refusal('[::1]', strict, v6.port)).to.equal('loopback');
    expect(await refusal('localhost', strict)).to.equal('loopback');
    expect(await refusal('LOCALHOST.', strict)).to.equal('loopback');
    expect(await refusal('db.localhost', strict)).to.equal('loopback');
    expect([v4.connections, v6.connections]).to.deep.equal(before);
  });

  it('refuses a name that resolves to loopback, or to any private address among public ones', async () => {
    const dns = fakeDns({ 'db.attacker.test': ['127.0.0.1'], 'mixed.attacker.test': ['93.184.216.34', '10.0.0.5'], 'six.attacker.test': ['::1'] });
    const before = v4.connections;
    expect(await refusal('db.attacker.test', strict, v4.port, dns)).to.equal('loopback');
    expect(await refusal('mixed.attacker.test', strict, v4.port, dns)).to.equal('private-address');
    expect(await refusal('six.attacker.test', strict, v4.port, dns)).to.equal('loopback');
    const error = await rejectionOf(guardedConnect({ host: 'db.attacker.test', port: v4.port, policy: strict, timeoutMs: 5_000, lookup: dns }));
    expect(error.message).to.equal(`Refused to connect to db.attacker.test:${v4.port}: db.attacker.test resolves to 127.0.0.1, which is a loopback address`);
    expect(v4.connections).to.equal(before);
  });

  it('refuses IPv4-mapped IPv6 and the decimal, hex, octal and short forms of loopback', async () => {
    const before = v4.connections;
    for (const host of ['::ffff:127.0.0.1', '[::ffff:7f00:1]', '2130706433', '0x7f000001', '0x7F.0.0.1', '0177.0.0.1', '127.1', '0:0:0:0:0:ffff:7f00:0001']) {
      expect(await refusal(host, strict), host).to.equal('loopback');
    }
    expect(await refusal('167772161', strict), '10.0.0.1 in decimal').to.equal('private-address');
    expect(await refusal('::ffff:192.168.1.1', strict)).to.equal('private-address');
    expect(v4.connections).to.equal(before);
  });

  it('refuses link-local (cloud metadata), unspecified and reserved addresses even when private targets are allowed', async () => {
    expect(await refusal('169.254.169.254', open, 80)).to.equal('link-local');
    expect(await refusal('2852039166', open, 80), '169.254.169.254 in decimal').to.equal('link-local');
    expect(await refusal('[fe80::1]', open, 80)).to.equal('link-local');
    expect(await refusal('0.0.0.0', open, v4.port)).to.equal('unspecified-address');
    expect(await refusal('240.0.0.1', open, 80)).to.equal('reserved-address');
    const metadata = fakeDns({ 'metadata.attacker.test': ['169.254.169.254'] });
    expect(await refusal('metadata.attacker.test', open, 80, metadata)).to.equal('link-local');
  });

  it('refuses Unix socket paths and anything that is not a host name or an address', async () => {
    for (const path of ['/var/run/postgresql', '/tmp/.s.PGSQL.5432', '@abstract-socket', 'db.example/../../tmp/socket', '..\\pipe\\x']) {
      expect(await refusal(path, open), path).to.equal('unix-socket');
    }
    for (const host of ['', 'db.example.test:5432', 'user@db.example.test', 'db example', 'db.example.test?x', 'fe80::1%eth0']) {
      expect(await refusal(host, open), JSON.stringify(host)).to.equal('invalid-host');
    }
    expect(await refusal('93.184.216.34', open, 0)).to.equal('invalid-host');
    expect(await refusal('93.184.216.34', open, 70_000)).to.equal('invalid-host');
  });

  it('applies the caller\'s own port list unless private targets are allowed', async () => {
    const web: TargetPolicy = { allowPrivate: false, allowedPorts: [80, 443] };
    expect(await refusal('93.184.216.34', web, 5432)).to.equal('port-not-allowed');
    const dns = fakeDns({ 'db.example.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'] });
    const databases: TargetPolicy = { allowPrivate: false, allowedPorts: [5432, 3306] };
    expect(await resolveGuardedTarget({ host: 'db.example.test', port: 5432, policy: databases, lookup: dns })).to.deep.equal({
      host: 'db.example.test',
      address: '93.184.216.34',
      family: 4,
      port: 5432,
      servername: 'db.example.test',
    });
  });

  it('lets exactly the allowTargets pairs through (test hook), nothing else on loopback', async () => {
    const hook: TargetPolicy = { allowPrivate: false, allowedPorts: [80, 443], allowTargets: [`127.0.0.1:${v4.port}`] };
    const { socket } = await guardedConnect({ host: '127.0.0.1', port: v4.port, policy: hook, timeoutMs: 5_000 });
    socket.destroy();
    expect(await refusal('127.0.0.1', hook, v6.port)).to.equal('loopback');
  });

  it('gives up after timeoutMs with ETIMEDOUT, and on the caller\'s signal with its reason', async () => {
    const never: AddressLookup = () => new Promise(() => undefined);
    const late = await rejectionOf(guardedConnect({ host: 'slow.example.test', port: 5432, policy: open, timeoutMs: 100, lookup: never }));
    expect([late.code, late.message]).to.deep.equal(['ETIMEDOUT', 'No connection to slow.example.test:5432 within 100 ms']);
    const controller = new AbortController();
    const pending = guardedConnect({ host: 'slow.example.test', port: 5432, policy: open, timeoutMs: 5_000, lookup: never, signal: controller.signal });
    controller.abort(new Error('caller gave up'));
    expect((await rejectionOf(pending)).message).to.equal('caller gave up');
  });

  it('passes the socket\'s own error on (nothing listening)', async () => {
    const closed = await startEcho('127.0.0.1');
    const port = closed.port;
    await closed.close();
    expect((await rejectionOf(guardedConnect({ host: '127.0.0.1', port, policy: open, timeoutMs: 5_000 }))).code).to.equal('ECONNREFUSED');
  });
});
