import { DISCIPLINE_NAMES, EQUIPMENT_NAMES } from '@clinote/clinical-text';

// Which page is at which path: read by routes/ (to render a path), by layout/ (the menus) and by
// dashboard/ (the cards), so it sits beside them, not in routes/, which renders the layout.

// SPEC.md §2's route table lives in @clinote/contracts: the gateway reads it too (to hint each page's remote).
export { ROUTE_TABLE, findRoute, type AppRoute, type RouteAccess } from '@clinote/contracts';

/** The SOAP forms, in dashboard order, with their names from @clinote/clinical-text. */
export const EVALUATION_ROUTES = [
  { discipline: 'pt', name: DISCIPLINE_NAMES.pt, path: '/pt-eval' },
  { discipline: 'ot', name: DISCIPLINE_NAMES.ot, path: '/ot-eval' },
  { discipline: 'sn', name: DISCIPLINE_NAMES.sn, path: '/sn-eval' },
] as const;

/** The equipment letter forms, in dashboard order. */
export const EQUIPMENT_ROUTES = [
  { equipment: 'wheelchair', name: EQUIPMENT_NAMES.wheelchair, path: '/dme/wheelchair' },
  { equipment: 'hospital-bed', name: EQUIPMENT_NAMES['hospital-bed'], path: '/dme/hospital-bed' },
  { equipment: 'commode', name: EQUIPMENT_NAMES.commode, path: '/dme/commode' },
  { equipment: 'walker', name: EQUIPMENT_NAMES.walker, path: '/dme/walker' },
] as const;
