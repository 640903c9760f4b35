// `npm run serve -- --port N`: serve the existing build in ./public.
import { createSiteServer } from './server.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--port');
const port = Number(at === -1 ? process.env.PORT || 9000 : args[at + 1]);
const hostAt = args.indexOf('--host');
const host = hostAt === -1 ? '127.0.0.1' : args[hostAt + 1];

const server = createSiteServer();
server.listen(port, host, () => {
  const { port: actual } = server.address();
  console.log(`Serving ./public at http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`);
});
