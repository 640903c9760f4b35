import { heroSample } from './heroSample';
import pricingJson from '../../content/data/pricing.json';
import { siteConfig } from '../config/site';
import { contentTwinRenderers } from './contentTwin';
import { parseMdx } from './mdxSyntax';
import { mdxToMarkdown } from './markdownTwin';
import type { PricingData } from './pricing';

const pricing = pricingJson as PricingData;
const siteUrl = 'https://docs.metisai.ir';

function twin(source: string, warn: (m: string) => void = () => undefined) {
  return mdxToMarkdown(parseMdx(source), {
    title: 'صفحه',
    siteUrl,
    components: contentTwinRenderers({ pricing, siteUrl, site: siteConfig, warn }),
  });
}

it('writes a price table as a GFM table with its dated caption and Persian-digit prices', () => {
  const md = twin(
    'import pricing from \'./data/pricing.json\';\n\nقیمت‌ها در تاریخ <PricingDate data={pricing} />.\n\n<PricingTable category="llm" data={pricing} />\n',
  );
  expect(md).toContain('قیمت‌ها در تاریخ ۲۵ اردیبهشت ۱۴۰۵.');
  expect(md).toContain('**مدل‌های زبانی؛ قیمت فهرست به دلار آمریکا در تاریخ ۲۵ اردیبهشت ۱۴۰۵**');
  expect(md).toMatch(/\| ارائه‌دهنده +\| مدل +\| ورودی، هر ۱ میلیون توکن +\| خروجی، هر ۱ میلیون توکن +\|/);
  expect(md).toMatch(/\| `openai` +\| `gpt-4o-mini` +\| ۰٫۱۶۵ +\| ۰٫۶۶ +\|/);
  expect(md).not.toMatch(/PricingTable|import/);
});

it('warns about an unknown price category and writes nothing for it', () => {
  const warn = jest.fn();
  const md = twin('متن صفحه.\n\n<PricingTable category="chunking" data={pricing} />\n', warn);
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no category "chunking"/));
  expect(md).not.toMatch(/\|/);
});

it('writes a figure as its image with an absolute URL and its caption', () => {
  const md = twin('<Figure src="/img/docs/bot-session-flow.svg" alt="نمودار مسیر" caption="زیرنویس تصویر" />\n');
  expect(md).toContain('![نمودار مسیر](https://docs.metisai.ir/img/docs/bot-session-flow.svg)');
  expect(md).toContain('_زیرنویس تصویر_');
});

it('writes the hero and the feature cards as headings, text and absolute links', () => {
  const md = twin(
    '<Hero />\n\n<FeatureCards>\n<FeatureCard title="پایگاه دانش" href="/api/corpora" icon="book">\n\nپاسخ از روی اسناد شما.\n\n</FeatureCard>\n</FeatureCards>\n',
  );
  expect(md).toContain(`**${siteConfig.title}**`);
  expect(md).toContain(siteConfig.tagline);
  expect(md).toContain('[شروع کنید](https://docs.metisai.ir/)');
  expect(md).toContain(`\`\`\`http\n${heroSample()}\n\`\`\``);
  expect(md).toContain('## امکانات اصلی');
  expect(md).toContain('### [پایگاه دانش](https://docs.metisai.ir/api/corpora)');
  expect(md).toContain('پاسخ از روی اسناد شما.');
});
