// A deterministic synthetic Persian corpus of N pages with the shape of our content: nested folders with
// category files, frontmatter, h2/h3 headings, paragraphs, tables, admonitions, code in several
// languages and valid cross-links. The same N always gives the same bytes.
import fs from 'node:fs';
import path from 'node:path';

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'مدل زبانی درخواست پاسخ نشست چت‌بات پایگاه دانش توکن کلید ارائه‌دهنده پیام کاربر سامانه داده فایل ' +
  'تصویر ویدیو صوت جستجو معنایی خلاصه تابع افزونه پرداخت هزینه اعتبار نسخه مسیر سرآیند بدنه وضعیت ' +
  'خطا تلاش دوباره جریان رویداد پیوست بارگذاری نتیجه نمونه ساختار فیلد مقدار فهرست صفحه اندازه زمان ' +
  'می‌شود می‌توان می‌کند است هستند را با از به در برای که این آن یک هر همه باید نباید سپس اگر'
).split(' ');

/** @type {[string, (r: () => number) => string][]} */
const LANGS = [
  [
    'bash',
    (r) =>
      `curl https://api.metisai.ir/api/v1/bots/${Math.floor(r() * 1000)} \\\n  -H "Authorization: Bearer $METIS_API_KEY"`,
  ],
  [
    'python',
    (r) =>
      `import requests\n\nres = requests.get("https://api.metisai.ir/api/v1/meta", timeout=${10 + Math.floor(r() * 20)})\nprint(res.json())`,
  ],
  [
    'javascript',
    (r) =>
      `const res = await fetch('https://api.metisai.ir/api/v1/chat/session', {\n  method: 'POST',\n  body: JSON.stringify({ botId: 'bot-${Math.floor(r() * 100)}' }),\n});`,
  ],
  ['json', (r) => `{\n  "type": "USER",\n  "content": "سلام",\n  "size": ${Math.floor(r() * 100)}\n}`],
  [
    'typescript',
    (r) =>
      `interface Message {\n  type: 'USER' | 'AI';\n  content: string;\n}\nconst n: number = ${Math.floor(r() * 9)};`,
  ],
];

const sentence = (r, min = 8, max = 18) => {
  const n = min + Math.floor(r() * (max - min));
  const words = Array.from({ length: n }, () => WORDS[Math.floor(r() * WORDS.length)]);
  return words.join(' ') + '.';
};
const paragraph = (r) => Array.from({ length: 3 + Math.floor(r() * 3) }, () => sentence(r)).join(' ');

/** Writes N pages under dir; returns their routes. */
export function generateCorpus(dir, pages, seed = 42) {
  const r = mulberry32(seed + pages);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const perFolder = 25;
  const routes = [];
  const files = [];
  for (let i = 0; i < pages; i++) {
    if (i === 0) {
      files.push({ file: 'index.mdx', route: '/' });
      continue;
    }
    const section = Math.floor(i / (perFolder * 4));
    const folder = Math.floor(i / perFolder) % 4;
    const rel = `section-${section}/group-${folder}/page-${i}.mdx`;
    files.push({ file: rel, route: '/' + rel.replace(/\.mdx$/, '') });
  }
  for (const f of files) routes.push(f.route);
  const made = new Set();
  files.forEach((f, i) => {
    const abs = path.join(dir, f.file);
    const folder = path.dirname(abs);
    fs.mkdirSync(folder, { recursive: true });
    let cursor = folder;
    while (cursor.startsWith(dir) && cursor !== dir && !made.has(cursor)) {
      made.add(cursor);
      fs.writeFileSync(
        path.join(cursor, '_category_.json'),
        JSON.stringify({
          label: `بخش ${path.basename(cursor).replace(/\D/g, '')}`,
          position: made.size,
          collapsed: true,
        }),
      );
      cursor = path.dirname(cursor);
    }
    const title = `صفحه‌ی ${i} ${WORDS[i % WORDS.length]}`;
    const body = [];
    body.push(paragraph(r));
    for (let h = 0; h < 3; h++) {
      body.push(`## ${WORDS[Math.floor(r() * WORDS.length)]} ${h + 1}`);
      body.push(paragraph(r));
      const [lang, make] = LANGS[Math.floor(r() * LANGS.length)];
      body.push('```' + lang + '\n' + make(r) + '\n```');
      body.push(`### ${WORDS[Math.floor(r() * WORDS.length)]} ${h + 1}-۱`);
      body.push(paragraph(r));
      if (h === 1) {
        body.push(
          '| فیلد | نوع | توضیح |\n| --- | --- | --- |\n' +
            Array.from({ length: 4 }, (_, k) => `| \`field${k}\` | \`string\` | ${sentence(r, 4, 8)} |`).join('\n'),
        );
        body.push(':::tip\n' + sentence(r) + '\n:::');
      }
    }
    const target = files[Math.floor(r() * files.length)].route;
    const next = files[(i + 1) % files.length].route;
    body.push(`برای ادامه [صفحه‌ی بعد](${next}) و [یک صفحه‌ی مرتبط](${target}) را ببینید.`);
    const fm = `---\ntitle: "${title}"\ndescription: "${sentence(r, 6, 10)}"\nsidebar_position: ${i}\n---\n\n`;
    fs.writeFileSync(abs, fm + body.join('\n\n') + '\n');
  });
  return routes;
}
