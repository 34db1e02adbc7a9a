import { DISCIPLINE_NAMES, EQUIPMENT_NAMES } from '@clinote/clinical-text';
import { EVALUATION_PAGES, LETTER_PAGES, menuPages, type MenuGroupKey, type PageEntry } from '@clinote/contracts';

// Which page is at which path: read by routes/ (to render a path), by layout/ (the menus) and by
// dashboard/ (the cards), so it sits beside them, not in routes/, which renders the layout. All of
// it derives from the page registry in @clinote/contracts (pages.ts); the names come from
// @clinote/clinical-text, where the pages take them too.

export { ROUTE_TABLE, findRoute, type AppRoute, type RouteAccess } from '@clinote/contracts';

/** A page's name in menus and on cards: its form's name, or the registry's title. */
export function pageName(page: PageEntry): string {
  if (page.kind === 'evaluation') return DISCIPLINE_NAMES[page.discipline];
  if (page.kind === 'letter') return EQUIPMENT_NAMES[page.equipment];
  return page.title ?? page.path;
}

/** The SOAP forms, in dashboard order: each with its name and the dashboard card's text. */
export const EVALUATION_ROUTES = EVALUATION_PAGES.map((page) => ({
  discipline: page.discipline,
  name: pageName(page),
  path: page.path,
  description: page.card.description,
}));

/** The equipment letter forms, in dashboard order. */
export const EQUIPMENT_ROUTES = LETTER_PAGES.map((page) => ({ equipment: page.equipment, name: pageName(page), path: page.path }));

/** The Account menu's entries of a group: each page's path and name. */
export const menuEntries = (group: MenuGroupKey) => menuPages(group).map((page) => ({ path: page.path, name: pageName(page) }));
