import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileStoreFromEnv } from './file-store-from-env.ts';
import { filesRepository } from './files.repository.ts';
import { filesRoutes } from './files.routes.ts';
import { filesService, type FilesService } from './files.service.ts';
import { loadSecret } from '../../lib/named-secret.ts';
import { FILE_LINK_SECRET, linkSigner } from './signed-links.ts';
import { resumableUploads, type ResumableUploads } from './resumable-uploads.ts';
import { uploadsRepository } from './uploads.repository.ts';

export type { FilesService, ImageLinks } from './files.service.ts';
export type { ResumableUploads, UploadOwner } from './resumable-uploads.ts';
export { readUpload, readUploadedFile, uploadSchema, type UploadedFile } from '../../lib/upload.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images: stored, checked, thumbnailed, served by signed links. */
    files: FilesService;
    /** Files sent in 5 MB parts that resume after a broken connection (spec §9). */
    fileUploads: ResumableUploads;
  }
}

/** Uploaded images (local disk, or an S3-compatible bucket by S3_ENDPOINT) and `/files/…`. */
export const filesModule = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    const store = fileStoreFromEnv(app.env);
    const files = filesService({
      repo: filesRepository(db),
      store,
      signer: linkSigner(await loadSecret(db, FILE_LINK_SECRET)),
    });
    app.decorate('files', files);
    app.decorate(
      'fileUploads',
      resumableUploads({
        repo: uploadsRepository(db),
        store,
        save: (owner, data, allowed) =>
          files.saveAttachment(owner.customerId, owner.kind, data, owner.createdBy, allowed),
      }),
    );
    await app.register(filesRoutes, { files });
  },
  { name: 'files', dependencies: ['config', 'database'] },
);
