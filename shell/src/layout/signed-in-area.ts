// What only signed-in pages show, in its own chunk: /login and the other account screens never
// download the header, its menus and the dashboard (issue 11).
export { SignedInLayout } from './SignedInLayout';
export { DashboardPage } from '../dashboard/DashboardPage';
