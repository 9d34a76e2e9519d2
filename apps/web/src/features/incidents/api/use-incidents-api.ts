import { incidentsApi } from '../../../lib/api/incidents-api.ts';
import { useScopedApi } from '../../../lib/api/scoped-api.ts';

/** The incidents API of the signed-in session, for the customer being worked on. */
export const useIncidentsApi = () => useScopedApi(incidentsApi);
