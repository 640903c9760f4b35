// Every built page must be valid HTML: html-validate (recommended rules; only style rules about how
// React writes markup, not what it means, are off in .htmlvalidate.json). Prints each error with file
// and line, exits 1 when there is any.
import fs from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';

const root = path.resolve(process.argv[2] || 'public');
// Every page; Gatsby's page data, slices and static files are not pages.
const files = fs
  .readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html') && !/(^|\/)(page-data|_gatsby|static)\//.test(f))
  .sort()
  .map((f) => path.join(root, f));

const validator = new HtmlValidate(new FileSystemConfigLoader());
let errors = 0;
const results = [];
for (const file of files) {
  const report = await validator.validateFile(file);
  if (!report.valid) {
    errors += report.errorCount;
    results.push(...report.results);
  }
}
if (errors) {
  console.error(formatterFactory('stylish')(results));
  console.error(`html-validate: ${errors} error(s) in ${results.length} of ${files.length} pages`);
  process.exit(1);
}
console.log(`html-validate: ${files.length} pages, 0 errors`);
