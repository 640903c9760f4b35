// Run after `npm install` changes package-lock.json (`npm run lock:fix`).
// The registry this project installs from carries only the Linux builds of msgpackr-extract's optional
// platform packages (a Gatsby dependency). npm then leaves the other platforms out of the lock, and
// `npm ci` refuses the lock as out of sync. Recording them as optional, platform-restricted entries is what
// npm itself writes when the registry has them; on Linux they are skipped without being fetched.
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [key, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies || {})) {
    const m = /^@msgpackr-extract\/msgpackr-extract-(darwin|linux|win32)-(arm64|x64|arm)$/.exec(dep);
    if (!m) continue;
    const base = key === '' ? 'node_modules' : `${key.replace(/node_modules\/msgpackr-extract$/, 'node_modules')}`;
    const target = `${base}/${dep}`;
    if (packages[target]) continue;
    packages[target] = { version, cpu: [m[2]], license: 'MIT', optional: true, os: [m[1]] };
    added++;
  }
}
// By key, as npm writes them (the root package, '', sorts first; keys are unique).
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a < b ? -1 : 1)));
fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} platform entr${added === 1 ? 'y' : 'ies'} added`);
