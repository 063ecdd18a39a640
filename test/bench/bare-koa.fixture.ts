import Koa from 'koa';

// The baseline: the least a Koa server can do to answer /healthz with the same JSON.
const app = new Koa();
app.use((ctx) => {
  if (ctx.path === '/healthz') ctx.body = { status: 'ok' };
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
