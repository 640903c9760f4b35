import type { PagerLink } from './pageContext';

/**
 * The docs sidebar as data: built once at build time from the documents and their folders' category
 * files, then used for the sidebar, breadcrumbs and previous/next links.
 */
export interface SidebarDoc {
  route: string;
  /** Path under content/ without extension, e.g. `concepts/contentWriter`. */
  docPath: string;
  title: string;
  sidebarLabel?: string | null;
  sidebarPosition?: number | null;
  hideSidebar?: boolean | null;
}

export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  route: string;
  /** The docs home: the sidebar and the footer give it the label the spec names it by. */
  home: boolean;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Folder under content/, e.g. `concepts`. */
  dir: string;
  collapsed: boolean;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

interface Sortable {
  position: number | undefined;
  name: string;
  item: SidebarItem;
}

function compare(a: Sortable, b: Sortable): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa - pb;
  return a.name.localeCompare(b.name, 'en');
}

/** Builds `tutorialSidebar`: documents with hideSidebar are left out, folders become categories. */
export function buildSidebar(docs: SidebarDoc[], categories: Record<string, CategoryMeta>): SidebarItem[] {
  interface Folder {
    dir: string;
    entries: Sortable[];
    folders: Map<string, Folder>;
  }
  const root: Folder = { dir: '', entries: [], folders: new Map() };
  const folderFor = (dir: string): Folder => {
    let current = root;
    if (!dir) return current;
    let path = '';
    for (const segment of dir.split('/')) {
      path = path ? `${path}/${segment}` : segment;
      let next = current.folders.get(segment);
      if (!next) {
        next = { dir: path, entries: [], folders: new Map() };
        current.folders.set(segment, next);
      }
      current = next;
    }
    return current;
  };

  for (const doc of docs) {
    if (doc.hideSidebar) continue;
    const slash = doc.docPath.lastIndexOf('/');
    const dir = slash === -1 ? '' : doc.docPath.slice(0, slash);
    const name = doc.docPath.slice(slash + 1);
    folderFor(dir).entries.push({
      position: doc.sidebarPosition ?? undefined,
      name,
      item: { type: 'link', label: doc.sidebarLabel || doc.title, route: doc.route, home: doc.route === '/' },
    });
  }

  const toItems = (folder: Folder): SidebarItem[] => {
    const all: Sortable[] = [...folder.entries];
    for (const [name, sub] of folder.folders) {
      const items = toItems(sub);
      if (!items.length) continue;
      const meta = categories[sub.dir] || {};
      all.push({
        position: meta.position,
        name,
        item: { type: 'category', label: meta.label || name, dir: sub.dir, collapsed: meta.collapsed ?? true, items },
      });
    }
    return all.sort(compare).map((s) => s.item);
  };

  return toItems(root);
}

/** Every link in reading order: the order of previous/next pagination. */
export function flattenSidebar(items: SidebarItem[]): SidebarLink[] {
  return items.flatMap((item) => (item.type === 'link' ? [item] : flattenSidebar(item.items)));
}

export interface RoutePlace {
  /** The categories that hold the route, outermost first. */
  trail: SidebarCategory[];
  previous: PagerLink | null;
  next: PagerLink | null;
}

/**
 * The categories around every route of the tree and its previous and next pages, from one walk (asking
 * route by route walked the whole tree for each document: 18 s of createPages at 2,000 pages). A route
 * listed twice keeps its first place.
 */
export function routePlaces(items: SidebarItem[]): Map<string, RoutePlace> {
  const flat: Array<{ link: SidebarLink; trail: SidebarCategory[] }> = [];
  const walk = (list: SidebarItem[], trail: SidebarCategory[]) => {
    for (const item of list) {
      if (item.type === 'link') flat.push({ link: item, trail });
      else walk(item.items, [...trail, item]);
    }
  };
  walk(items, []);
  const pick = (l: SidebarLink | undefined) => (l ? { label: l.label, route: l.route } : null);
  const places = new Map<string, RoutePlace>();
  flat.forEach(({ link, trail }, at) => {
    if (!places.has(link.route))
      places.set(link.route, { trail, previous: pick(flat[at - 1]?.link), next: pick(flat[at + 1]?.link) });
  });
  return places;
}

/** Whether a category holds the route at any depth: it opens when the reader is inside it. */
export function categoryContains(category: SidebarCategory, route: string): boolean {
  return flattenSidebar(category.items).some((l) => l.route === route);
}

/**
 * Whether a category is open when a page loads: the author left it open (`collapsed: false` in its
 * `_category_.json`), or it holds the page being read. The sidebar starts so, and the no-JavaScript menu
 * shows exactly these categories open, since without script nothing can be toggled.
 */
export function categoryOpenAtLoad(category: SidebarCategory, activeRoute?: string | null): boolean {
  return !category.collapsed || Boolean(activeRoute && categoryContains(category, activeRoute));
}

/** The first page of a category in reading order: where its link goes in the no-JavaScript menu. */
export function firstLinkOf(category: SidebarCategory): SidebarLink | undefined {
  return flattenSidebar(category.items)[0];
}
