import { render } from '@testing-library/react';
import { Helmet } from 'react-helmet';
import { Seo } from '.';

interface Tag {
  [key: string]: string | undefined;
}

/** The head as the server renders it (gatsby-ssr reads Helmet the same way). */
function head(element: JSX.Element) {
  Helmet.canUseDOM = false;
  render(element);
  const h = Helmet.renderStatic() as unknown as {
    title: { toString(): string };
    meta: { toComponent(): Array<{ props: Tag }> };
    link: { toComponent(): Array<{ props: Tag }> };
    script: { toComponent(): Array<{ props: Tag & { dangerouslySetInnerHTML?: { __html: string } } }> };
  };
  const meta = h.meta.toComponent().map((m) => m.props);
  const links = h.link.toComponent().map((l) => l.props);
  const scripts = h.script.toComponent().map((s) => s.props);
  const metaContent = (key: string) => meta.find((m) => m.name === key || m.property === key)?.content;
  return { title: h.title.toString(), meta, links, scripts, metaContent };
}

describe('Seo', () => {
  it('gives a document its title, description, canonical URL, cards and Markdown alternate', () => {
    const { title, links, metaContent } = head(
      <Seo
        title="گفتگو با چت‌بات"
        description="شرح صفحه"
        route="/api/session"
        article={{ dateModified: '2026-11-01T10:00:00.000Z' }}
      />,
    );
    expect(title).toContain('گفتگو با چت‌بات | متیس');
    expect(metaContent('description')).toBe('شرح صفحه');
    expect(links).toContainEqual(
      expect.objectContaining({ rel: 'canonical', href: 'https://docs.metisai.ir/api/session' }),
    );
    expect(links).toContainEqual(
      expect.objectContaining({ rel: 'alternate', type: 'text/markdown', href: '/api/session.md' }),
    );
    expect(links).toContainEqual(expect.objectContaining({ rel: 'manifest', href: '/manifest.webmanifest' }));
    expect(links).toContainEqual(expect.objectContaining({ rel: 'icon', href: '/favicon.ico' }));
    expect(metaContent('og:type')).toBe('article');
    expect(metaContent('og:url')).toBe('https://docs.metisai.ir/api/session');
    expect(metaContent('og:locale')).toBe('fa_IR');
    expect(metaContent('og:image')).toBe('https://docs.metisai.ir/og-image.png');
    expect(metaContent('og:image:alt')).toBeTruthy();
    expect(metaContent('twitter:card')).toBe('summary_large_image');
    expect(metaContent('twitter:title')).toBe('گفتگو با چت‌بات | متیس');
    expect(metaContent('article:modified_time')).toBe('2026-11-01T10:00:00.000Z');
  });

  it('describes a document as a TechArticle in JSON-LD that cannot break out of its script', () => {
    const { scripts } = head(
      <Seo title="a </script> b" description="d" route="/concepts/qa" article={{ dateModified: '2026-11-01' }} />,
    );
    const ld = scripts.find((s) => s.type === 'application/ld+json');
    const html = ld?.dangerouslySetInnerHTML?.__html || '';
    expect(html).not.toContain('</script>');
    const data = JSON.parse(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'a </script> b',
      inLanguage: 'fa-IR',
      url: 'https://docs.metisai.ir/concepts/qa',
      dateModified: '2026-11-01',
      encoding: { encodingFormat: 'text/markdown', contentUrl: 'https://docs.metisai.ir/concepts/qa.md' },
    });
  });

  it('links the home page to /index.md', () => {
    const { links } = head(<Seo title="مستندات متیس" route="/" article={{}} />);
    expect(links).toContainEqual(expect.objectContaining({ rel: 'alternate', href: '/index.md' }));
  });

  it('keeps the not-found page out of the index, without canonical, twin or article data', () => {
    const { links, scripts, metaContent } = head(<Seo title="صفحه پیدا نشد" route="/404" noindex />);
    expect(metaContent('robots')).toBe('noindex');
    expect(links.find((l) => l.rel === 'canonical' || l.rel === 'alternate')).toBeUndefined();
    expect(scripts).toHaveLength(0);
    expect(metaContent('og:type')).toBe('website');
    expect(metaContent('og:description')).toBe('مستندات فنی API هوش مصنوعی متیس برای توسعه‌دهندگان');
  });
});
