import Koa from 'koa';

// The tracker benchmark's baseline: the least a Koa server can do with a beacon, read the body and
// JSON.parse it, then answer 202 with no body (as the tracker does). /healthz for spawnApp's readiness.
const app = new Koa();
app.use(async (ctx) => {
  if (ctx.path === '/healthz') {
    ctx.body = { status: 'ok' };
    return;
  }
  if (ctx.method !== 'POST') return;
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  JSON.parse(Buffer.concat(chunks).toString('utf8'));
  ctx.body = null;
  ctx.status = 202;
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
