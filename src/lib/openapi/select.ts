import type { OperationView } from './viewTypes';

/**
 * The examples one page shows. Requests: those tagged for the page's area, else the untagged ones, else
 * all. Responses: the untagged ones plus those tagged for the area. `keys` (the `examples` prop of
 * <ApiOperation>) picks request examples by key instead. Kept free of runtime imports: the build and the
 * browser both use it.
 */
export function selectForArea(view: OperationView, area: string | null | undefined, keys?: string[]): OperationView {
  const forArea = (tags: string[]) => Boolean(area && tags.includes(area));
  const pick = <T extends { tags: string[] }>(items: T[], keyOf: (i: T) => string): T[] => {
    if (keys && keys.length) return items.filter((i) => keys.includes(keyOf(i)));
    const tagged = items.filter((i) => forArea(i.tags));
    if (tagged.length) return tagged;
    const untagged = items.filter((i) => i.tags.length === 0);
    return untagged.length ? untagged : items;
  };
  return {
    ...view,
    requestExamples: pick(view.requestExamples, (e) => e.key),
    samples: pick(view.samples, (s) => s.example),
    responses: view.responses.map((r) => ({
      ...r,
      examples: r.examples.filter((e) => e.tags.length === 0 || forArea(e.tags)),
    })),
  };
}
