// `npm run serve -- --port N [--host H]`: serve the existing build in ./public (scripts/server.mjs).
import { listenSite } from './server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const port = Number(option('--port', process.env.PORT || 9000));
const host = option('--host', '127.0.0.1');

const site = await listenSite({ port, host });
console.log(`Serving ./public at http://${host === '0.0.0.0' ? 'localhost' : host}:${site.port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => site.close().then(() => process.exit(0)));
