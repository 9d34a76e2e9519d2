/** /admin: the day at a glance for the signed-in role. */
export { AdminOverviewPage } from './admin-overview-page.tsx';
