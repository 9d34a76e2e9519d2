import { INCIDENT_ATTACHMENT_TYPES, type IncidentAttachment } from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import type { FilesService, UploadedFile } from '../files/index.ts';
import type { FieldProblem } from './incident-draft.ts';
import type { AttachmentRow, AttachmentsRepository } from './attachments.repository.ts';

export const INCIDENT_FILE_KIND = 'incident_attachment' as const;

/** The name to show: no path, no control characters, at most 200 characters. */
const cleanName = (name: string) =>
  [...name]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127 && c !== '/' && c !== '\\')
    .join('')
    .trim()
    .slice(0, 200) || 'attachment';

/** Incident attachments: stored by the files module, named here, read by signed links. */
export function incidentAttachments(files: FilesService, repo: AttachmentsRepository) {
  async function present(rows: AttachmentRow[]): Promise<Map<string, IncidentAttachment>> {
    const links = await files.linksFor(rows.map((row) => row.fileId));
    const out = new Map<string, IncidentAttachment>();
    for (const row of rows) {
      const link = links(row.fileId);
      if (!link) continue;
      out.set(row.fileId, {
        file_id: row.fileId,
        name: row.name,
        content_type: row.contentType,
        size: row.size,
        url: link.url,
        thumbnail_url: row.contentType === 'application/pdf' ? null : link.thumbnail_url,
        expires_at: link.expires_at,
      });
    }
    return out;
  }

  return {
    /** Checks the bytes (images or PDF, 415 otherwise), stores them and answers the links. */
    async upload(actor: Actor, file: UploadedFile): Promise<IncidentAttachment> {
      const saved = await files.saveAttachment(
        actor.scope.customerId,
        INCIDENT_FILE_KIND,
        file.data,
        actor.session.sub,
        INCIDENT_ATTACHMENT_TYPES,
      );
      const row = await repo.insert({
        fileId: saved.id,
        customerId: actor.scope.customerId,
        name: cleanName(file.filename),
        contentType: saved.contentType,
        size: saved.size,
        uploadedBy: actor.session.username,
      });
      return (await present([row])).get(row.fileId)!;
    },

    /** A problem for each id that is not a file uploaded for this customer's incidents. */
    async problems(scope: TenantScope, ids: readonly string[]): Promise<FieldProblem[]> {
      const owned = new Set((await repo.byIds(scope, ids)).map((row) => row.fileId));
      return ids.flatMap((id, index) =>
        owned.has(id.toLowerCase()) || owned.has(id)
          ? []
          : [
              {
                field: `body.attachment_ids.${index}`,
                message:
                  'is not a file uploaded for incidents (upload it with POST incidents/attachments)',
              },
            ],
      );
    },

    /** The names the files were uploaded with, by file id ("a file" for one not found). */
    async namer(scope: TenantScope, ids: readonly string[]): Promise<(fileId: string) => string> {
      const rows = await repo.byIds(scope, [...new Set(ids)]);
      const names = new Map(rows.map((row) => [row.fileId.toLowerCase(), row.name]));
      return (fileId) => names.get(fileId.toLowerCase()) ?? 'a file';
    },

    /** The attachments of some incidents, by file id. */
    async linker(scope: TenantScope, ids: readonly string[]) {
      return present(await repo.byIds(scope, [...new Set(ids)]));
    },
  };
}

export type IncidentAttachments = ReturnType<typeof incidentAttachments>;
