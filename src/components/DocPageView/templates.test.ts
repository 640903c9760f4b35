import fs from 'fs';
import path from 'path';
import { api } from './groups/api';
import { landing } from './groups/landing';
import { pricing } from './groups/pricing';
import { prose } from './groups/prose';
import { AUTHOR_COMPONENTS, COMPONENT_GROUPS, TEMPLATES, templateFor } from '../../node/templateRegistry';

const groups: Record<string, object> = { prose, api, landing, pricing };

describe('page templates', () => {
  it('gives each group the components it names, and no others', () => {
    expect(Object.keys(groups).sort()).toEqual(Object.keys(COMPONENT_GROUPS).sort());
    for (const [group, names] of Object.entries(COMPONENT_GROUPS))
      expect(Object.keys(groups[group]).sort()).toEqual([...names].sort());
  });

  it('has a file for each template that renders with exactly its groups and asks the shared query', () => {
    for (const { name, groups: own } of TEMPLATES) {
      const source = fs.readFileSync(path.join(__dirname, '../../../templates', `${name}.tsx`), 'utf8');
      const imported = [...source.matchAll(/from '\.\.\/src\/components\/DocPageView\/groups\/(\w+)'/g)].map(
        (m) => m[1],
      );
      expect({ name, groups: imported.sort() }).toEqual({ name, groups: [...own].sort() });
      expect(source).toMatch(new RegExp(`export default function ${name}\\(`));
      expect(source).toMatch(new RegExp(`query ${name}\\(`));
      expect(source).toContain('...DocPageData');
    }
  });

  it('picks the smallest template holding every component a document uses', () => {
    expect(templateFor([])).toEqual({ template: 'DocPage' });
    expect(templateFor(['Tabs', 'TabItem', 'Unverified', 'Unknown'])).toEqual({ template: 'DocPage' });
    expect(templateFor(['ApiOperation', 'Tabs'])).toEqual({ template: 'ApiDocPage' });
    expect(templateFor(['PricingTable', 'PricingDate'])).toEqual({ template: 'PricingDocPage' });
    expect(templateFor(['Hero'])).toEqual({ template: 'LandingDocPage' });
  });

  it('names the groups a template would need when none holds them together', () => {
    expect(templateFor(['ApiOperation', 'PricingTable'])).toEqual({ missing: ['api', 'pricing'] });
  });

  it('lists every component an author may use once', () => {
    expect(new Set(AUTHOR_COMPONENTS).size).toBe(AUTHOR_COMPONENTS.length);
  });
});
