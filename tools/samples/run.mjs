// Entry of the sample runner (`npm run test:samples`): lets Node load the site's TypeScript modules, then runs
// main.mjs. See main.mjs for what the runner does.
import { register } from 'node:module';

register('../tsHooks.mjs', import.meta.url);
await import('./main.mjs');
