import { escapeHtml, offlinePagePolicy, OfflinePageTemplate, renderOfflinePage, safeAddress } from './offlinePage';

const template: OfflinePageTemplate = {
  strings: {
    title: 'بدون اتصال به اینترنت',
    heading: 'این صفحه بدون اینترنت در دسترس نیست',
    body: 'صفحه‌ی {route} ذخیره نشده است.',
    retry: 'تلاش دوباره',
    home: 'بازگشت به صفحه‌ی شروع',
    saved: 'صفحه‌هایی که بدون اینترنت می‌توانید بخوانید',
    noneSaved: 'هنوز هیچ صفحه‌ای ذخیره نشده است.',
  },
  siteTitle: 'متیس',
  titleDelimiter: '|',
  css: 'body{margin:0}',
  colorModeScript: 'document.documentElement.dataset.theme="light"',
  colorModeScriptHash: "'sha256-abc'",
  titles: { '/': 'شروع', '/introduction': 'معرفی API متیس', '/api/session': 'نشست' },
};

describe('renderOfflinePage', () => {
  const html = renderOfflinePage(template, { address: '/concepts/qa?x=1', saved: ['/', '/introduction', '/unknown'] });

  it('is a Persian, right-to-left document titled for the site', () => {
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fa-IR" dir="rtl">/);
    expect(html).toContain('<title>بدون اتصال به اینترنت | متیس</title>');
    expect(html).toContain('<h1>این صفحه بدون اینترنت در دسترس نیست</h1>');
  });
  it('names the address asked for, isolated left to right, and retries it with a link', () => {
    expect(html).toContain('صفحه‌ی <bdi dir="ltr">/concepts/qa?x=1</bdi> ذخیره نشده است.');
    expect(html).toContain('<a class="button" href="/concepts/qa?x=1">تلاش دوباره</a>');
  });
  it('lists the saved pages it knows a title for', () => {
    expect(html).toContain('<li><a href="/">شروع</a></li><li><a href="/introduction">معرفی API متیس</a></li></ul>');
    expect(html).not.toContain('/unknown');
  });
  it('says when nothing is saved', () => {
    expect(renderOfflinePage(template, { address: '/', saved: [] })).toContain(
      '<p>هنوز هیچ صفحه‌ای ذخیره نشده است.</p>',
    );
  });
  it('escapes what it is given and never links off the origin', () => {
    const evil = renderOfflinePage(template, { address: '/"><script>alert(1)</script>', saved: [] });
    expect(evil).not.toContain('<script>alert');
    expect(evil).toContain('&quot;&gt;&lt;script&gt;');
    expect(safeAddress('//evil.example/x')).toBe('/');
    expect(safeAddress('https://evil.example/')).toBe('/');
    expect(safeAddress('/a\\b')).toBe('/');
    expect(safeAddress('/api/session?x=1')).toBe('/api/session?x=1');
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });
  it('shows a percent-encoded Persian address decoded', () => {
    expect(renderOfflinePage(template, { address: '/%D9%85', saved: [] })).toContain('<bdi dir="ltr">/م</bdi>');
  });
});

describe('offlinePagePolicy', () => {
  it('allows only the colour-mode script, by hash', () => {
    const policy = offlinePagePolicy(template);
    expect(policy).toContain("script-src 'sha256-abc'");
    expect(policy).not.toMatch(/unsafe-(inline|eval)'[^;]*;?\s*$/m);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
