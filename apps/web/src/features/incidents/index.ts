/** /admin/incident: the incidents, their records and the incident reports. */
export { IncidentsPage } from './incidents-page.tsx';
