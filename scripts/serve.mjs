// `npm run serve -- --port N [--host H] [--root DIR]`: serve the existing build in ./public (or DIR) with
// scripts/server.mjs.
import path from 'node:path';
import { listenSite } from './server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const port = Number(option('--port', process.env.PORT || 9000));
const host = option('--host', '127.0.0.1');
const root = path.resolve(option('--root', 'public'));

const site = await listenSite({ port, host, root });
console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host === '0.0.0.0' ? 'localhost' : host}:${site.port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => site.close().then(() => process.exit(0)));
