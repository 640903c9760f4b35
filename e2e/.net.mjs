import { startServer, launchBrowser } from '/work/wt/api-ref/e2e/helpers.mjs';
const server = await startServer(); const browser = await launchBrowser();
const page = await (await browser.newContext()).newPage();
page.on('response', (r) => { if (r.status() >= 400) console.log(r.status(), r.url()); });
await page.goto(server.origin + process.argv[2], { waitUntil: 'networkidle' });
await browser.close(); await server.close();
