import { checklistImage, checklistMaster, checklistMasterList } from '@shuttle-ops/domain';
import type {
  CHECKLIST_MASTER_SORT,
  ChecklistMasterCreateBody,
  ChecklistMasterUpdateBody,
} from '@shuttle-ops/domain';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { scopeParams } from '../../../lib/api/customer-scope.ts';
import { listQueryParams } from '../../../lib/api/list-params.ts';
import type { ListParams } from '../../../lib/api/list-params.ts';
import { useScopedApi } from '../../../lib/api/scoped-api.ts';

export type MasterSort = (typeof CHECKLIST_MASTER_SORT)[number];
/** What the editor sends: the whole template (the customer comes from the scope). */
export type MasterFields = Omit<ChecklistMasterCreateBody, 'Customer_ID'>;
export type MasterUpdate = Omit<ChecklistMasterUpdateBody, 'Customer_ID'>;

const BASE = 'checklist/master';

/** docs/api/checklists.md, masters: list and search, one, create, new version, retire; pictures. */
export function mastersApi(client: ApiClient, customerId: string | undefined) {
  const scope = scopeParams(customerId);
  return {
    // A search goes to its own path (`checklist/master/search?query=`), as the API documents.
    list: (params: ListParams<MasterSort>, signal?: AbortSignal) =>
      client.get(
        params.query.trim() === '' ? BASE : `${BASE}/search`,
        checklistMasterList,
        { ...listQueryParams(params), ...scope },
        signal,
      ),
    get: (id: string, signal?: AbortSignal) =>
      client.get(`${BASE}/${id}`, checklistMaster, scope, signal),
    create: (fields: MasterFields) =>
      client.send('POST', BASE, checklistMaster, { ...scope, ...fields }),
    update: (id: string, fields: MasterUpdate) =>
      client.send('PUT', `${BASE}/${id}`, checklistMaster, { ...scope, ...fields }),
    retire: (id: string) =>
      client.send('DELETE', `${BASE}/${id}`, checklistMaster, undefined, scope),
    uploadPicture: (file: File) => client.upload('checklist/photos', checklistImage, file, scope),
  };
}

/** The masters API of the signed-in session, for the customer being worked on. */
export const useMastersApi = () => useScopedApi(mastersApi);
