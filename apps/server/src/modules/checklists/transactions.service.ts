import {
  checklistApplies,
  evaluateChecklist,
  listResult,
  pageWindow,
  startOfLondonDay,
  type ChecklistAnonymizeBody,
  type ChecklistSubmissionBody,
  type ChecklistTransaction,
  type ChecklistTransactionListQuery,
} from '@shuttle-ops/domain';
import type { StoredAnswer } from './schema.ts';
import type { Actor } from '../../lib/actor.ts';
import { badRequest, conflict, invalidField, notFound } from '../../lib/http-error.ts';
import { type AuditRepository, recordChange } from '../audit/index.ts';
import type { FilesService } from '../files/index.ts';
import type { ServicesService } from '../services/index.ts';
import { isFileId, type ChecklistImages, type FileReference } from './checklist-images.ts';
import {
  presentTransaction,
  transactionFileIds,
  type TransactionRow,
} from './checklists.presenter.ts';
import type { VehicleFinder } from './departure-gate.service.ts';
import { masterMissing } from './masters.service.ts';
import type { MasterRow, MastersRepository } from './masters.repository.ts';
import type { TransactionsRepository } from './transactions.repository.ts';

export interface TransactionsDeps {
  masters: MastersRepository;
  repo: TransactionsRepository;
  vehicles: VehicleFinder;
  services: ServicesService;
  /** The name of a user of the customer, as services show operators. */
  operatorName: (scope: Actor['scope'], userId: string) => Promise<string | undefined>;
  images: ChecklistImages;
  files: FilesService;
  audit: AuditRepository;
  now?: () => Date;
}

/** The files a submission names, with the field that names each. */
function fileReferences(body: ChecklistSubmissionBody): FileReference[] {
  const refs: FileReference[] = [];
  body.answers.forEach((answer, index) => {
    for (const key of ['markup_or_manual_photo', 'markup_image', 'signature'] as const) {
      const fileId = answer[key];
      if (fileId) refs.push({ field: `body.answers.${index}.${key}`, fileId });
    }
  });
  (body.notes?.video_or_images ?? []).forEach((fileId, index) =>
    refs.push({ field: `body.notes.video_or_images.${index}`, fileId, videoAllowed: true }),
  );
  return refs;
}

const staleVersion = (master: MasterRow, filled: number) =>
  conflict(
    `“${master.name}” changed while it was being filled: you filled version ${filled}, ` +
      `version ${master.version} is current. Reload the checklist and fill it again.`,
    'STALE_MASTER_VERSION',
    { CL_Master_ID: master.id, version: filled, current_version: master.version },
  );

/** Completed checklists: submission (checked, evaluated, stored whole), history, anonymizing. */
export function transactionsService(deps: TransactionsDeps) {
  const { masters, repo, vehicles, services, images, files, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function present(rows: TransactionRow[]): Promise<ChecklistTransaction[]> {
    const link = await images.linker(rows.flatMap(transactionFileIds));
    return rows.map((row) => presentTransaction(row, link));
  }

  /** The route the vehicle runs for this check: the named service's (which must be the vehicle's). */
  async function routeOf(actor: Actor, vehicleId: string, serviceId?: string | null) {
    if (!serviceId) return null;
    const service = await services.get(actor, serviceId);
    if (service.Vehicle_ID !== vehicleId) {
      throw invalidField('body.Service_ID', 'is a service of another vehicle');
    }
    return service.Route_ID;
  }

  return {
    async submit(
      actor: Actor,
      masterId: string,
      body: ChecklistSubmissionBody,
    ): Promise<ChecklistTransaction> {
      const master = await masters.findLive(actor.scope, masterId);
      if (!master) throw masterMissing();
      if (body.version !== master.version) throw staleVersion(master, body.version);
      const vehicle = await vehicles.findById(actor.scope, body.Vehicle_ID);
      if (!vehicle) throw notFound('Vehicle not found');
      const routeId = await routeOf(actor, vehicle.id, body.Service_ID);
      if (!checklistApplies(master.appliesTo, vehicle.id, routeId)) {
        throw invalidField('body.Vehicle_ID', `“${master.name}” does not apply to ${vehicle.name}`);
      }
      const evaluation = evaluateChecklist(master.sections, body.answers);
      if (evaluation.issues.length > 0) {
        throw badRequest(
          evaluation.issues.map((i) => i.message).join('; '),
          evaluation.issues.map(({ field, message, item_id }) => ({ field, message, item_id })),
        );
      }
      await images.requireOwned(actor.scope.customerId, fileReferences(body));
      const answers: StoredAnswer[] = evaluation.answers.map(
        ({ item, section_title, answer, failed }) => ({
          item_id: item.item_id,
          value: answer?.value ?? null,
          comment: answer?.comment ?? null,
          severity: answer?.severity ?? null,
          markup_or_manual_photo: answer?.markup_or_manual_photo ?? null,
          markup_image: answer?.markup_image ?? null,
          signature: answer?.signature ?? null,
          section_title,
          label: item.label,
          type: item.type,
          safety_critical: item.safety_critical,
          failed,
        }),
      );
      const criticalItems = evaluation.failed_items.filter((i) => i.safety_critical);
      const row = await repo.insert(
        actor.scope,
        {
          masterId: master.id,
          masterVersion: master.version,
          masterName: master.name,
          vehicleId: vehicle.id,
          vehicleName: vehicle.name,
          serviceId: body.Service_ID ?? null,
          operatorId: actor.session.sub,
          operatorName:
            (await deps.operatorName(actor.scope, actor.session.sub)) ?? actor.session.username,
          completedAt: now(),
          startedAt: body.started_date ? new Date(body.started_date) : null,
          lat: body.location?.lat ?? null,
          lon: body.location?.lon ?? null,
          result: evaluation.result,
          safetyCriticalFailed: evaluation.safety_critical_failed,
          failedItems: evaluation.failed_items,
          answers,
          notesText: body.notes?.text || null,
          noteFileIds: body.notes?.video_or_images ?? [],
        },
        criticalItems.length > 0 ? criticalItems.map((i) => i.label) : null,
      );
      await recordChange(audit, actor, 'checklist.submit', row.customerId, {
        CL_Transaction_ID: row.id,
        CL_Master_ID: master.id,
        version: master.version,
        Vehicle_ID: vehicle.id,
        result: row.result,
        out_of_service: criticalItems.length > 0,
      });
      return (await present([row]))[0]!;
    },

    async list(actor: Actor, query: ChecklistTransactionListQuery) {
      const { rows, total } = await repo.list(actor.scope, {
        query: query.query,
        masterId: query.CL_Master_ID,
        vehicleId: query.Vehicle_ID,
        operatorId: query.Operator_ID,
        serviceId: query.Service_ID,
        transactionId: query.CL_Transaction_ID,
        result: query.result,
        from: query.from,
        to: query.to,
        order: query.sort_order,
        ...pageWindow(query),
      });
      return listResult(await present(rows), total);
    },

    /** Removes operator names and signatures from checklists completed before the date. */
    async anonymize(actor: Actor, body: ChecklistAnonymizeBody) {
      const before = /^\d{4}-\d{2}-\d{2}$/.test(body.before)
        ? startOfLondonDay(body.before)
        : new Date(body.before);
      if (before.getTime() > now().getTime()) {
        throw invalidField('body.before', 'must not be in the future');
      }
      const { count, signatures } = await repo.anonymizeBefore(actor.scope, before);
      for (const fileId of signatures.filter(isFileId)) await files.discard(fileId);
      await recordChange(audit, actor, 'checklist.anonymize', actor.scope.customerId, {
        before: before.toISOString(),
        count,
      });
      return { before: before.toISOString(), Count: count };
    },
  };
}

export type TransactionsService = ReturnType<typeof transactionsService>;
