// Validates an OpenAPI document with Redocly's validator (@redocly/openapi-core, the engine of
// `redocly lint`) using its `recommended` ruleset. The package is ESM-only, so Jest runs this file in a
// child process: the merged document arrives as JSON on stdin and the problems leave as JSON on stdout.
import { createConfig, lintFromString, stringifyYaml } from '@redocly/openapi-core';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({
  source: stringifyYaml(document),
  absoluteRef: `${process.cwd()}/metis-openapi.yaml`,
  config,
});
const out = problems.map((p) => ({
  ruleId: p.ruleId,
  severity: p.severity,
  message: p.message,
  pointer: p.location?.[0]?.pointer,
}));
process.stdout.write(JSON.stringify(out));
