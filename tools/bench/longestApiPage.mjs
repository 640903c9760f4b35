import fs from 'node:fs';
import path from 'node:path';

/**
 * The API page whose HTML is largest in the build at `root` (the heaviest page a reader can open, for the
 * page figures and the trace); /api/session when the build has none larger.
 */
export function longestApiPage(root = 'public') {
  const dir = path.resolve(root, 'api');
  let best = { route: '/api/session', size: 0 };
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name, 'index.html');
    if (fs.existsSync(file) && fs.statSync(file).size > best.size)
      best = { route: `/api/${name}`, size: fs.statSync(file).size };
  }
  return best.route;
}
