/**
 * How the content components read in a page's Markdown twin (public/…/*.md, llms-full.txt): the price
 * tables become GFM tables with the same caption, headers and Persian-digit prices as on the page; a
 * figure becomes its image and caption; the hero and the feature cards become text and links, and the
 * hero's sample request a fenced block. Without
 * these the twin would keep only the components' children, and /pricing would lose every price.
 */
import type { Content, PhrasingContent } from 'mdast';
import { translate } from '../i18n/translate';
import { formatPersianDate } from '../i18n/format';
import { heroSample } from './heroSample';
import type { ComponentRenderer, JsxProps } from './markdownTwin';
import { code, label, paragraph, table as gfmTable, text } from './openApiMarkdown';
import { priceTableText, type PricingData } from './pricing';

export interface ContentTwinOptions {
  /** The price list of content/data/pricing.json, or null when the content has none. */
  pricing: PricingData | null;
  /** Site origin without trailing slash: root-relative links and images become absolute. */
  siteUrl: string;
  site: { title: string; tagline: string };
  warn?: (message: string) => void;
}

const prop = (props: JsxProps, name: string): string | undefined =>
  typeof props[name] === 'string' ? props[name] : undefined;

export function contentTwinRenderers({
  pricing,
  siteUrl,
  site,
  warn,
}: ContentTwinOptions): Record<string, ComponentRenderer> {
  const absolute = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? siteUrl + url : url);
  return {
    PricingTable: (props) => {
      const category = prop(props, 'category') ?? '';
      const table = pricing ? priceTableText(pricing, category) : null;
      if (!table) {
        warn?.(`PricingTable: no category "${category}" in content/data/pricing.json`);
        return [];
      }
      const rows = table.rows.map((row) => [
        [code(row.provider)],
        [code(row.model)],
        ...row.prices.map((p) => [text(p.text)]),
        [text(row.unverified ? `${row.source} (${translate('theme.ApiOperation.unverified')})` : row.source)],
      ]);
      return [label(table.caption), gfmTable(table.headers, rows)];
    },
    PricingDate: () => (pricing ? [text(formatPersianDate(pricing.asOf))] : []),
    Unverified: () => [text(`(${translate('theme.ApiOperation.unverified')})`)],
    Figure: (props) => {
      const src = prop(props, 'src');
      if (!src) return [];
      const out: Content[] = [paragraph({ type: 'image', url: absolute(src), alt: prop(props, 'alt') ?? '' })];
      const caption = prop(props, 'caption');
      if (caption) out.push(paragraph({ type: 'emphasis', children: [text(caption)] }));
      return out;
    },
    Hero: () => [
      label(site.title),
      paragraph(text(site.tagline)),
      paragraph({ type: 'link', url: absolute('/'), children: [text(translate('theme.Hero.start'))] }, text(' · '), {
        type: 'link',
        url: absolute('/introduction'),
        children: [text(translate('theme.Hero.introduction'))],
      }),
      { type: 'code', lang: 'http', meta: null, value: heroSample() },
    ],
    FeatureCards: (_props, children) => [
      { type: 'heading', depth: 2, children: [text(translate('theme.FeatureCards.heading'))] },
      ...children,
    ],
    FeatureCard: (props, children) => {
      const title = prop(props, 'title') ?? '';
      const href = prop(props, 'href');
      const name: PhrasingContent = href ? { type: 'link', url: absolute(href), children: [text(title)] } : text(title);
      return [{ type: 'heading', depth: 3, children: [name] }, ...children];
    },
  };
}
