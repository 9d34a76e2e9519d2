import type { Vehicle } from '@shuttle-ops/domain';
import { useMemo, useState } from 'react';
import { EditorDrawer } from '../../../components/forms/editor-drawer.tsx';
import { AdminPage } from '../../../components/layout/admin-page.tsx';
import { ResourceList } from '../../../components/table/resource-list.tsx';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useEditor } from '../../../lib/hooks/use-editor.ts';
import { useListState } from '../../../lib/hooks/use-list-state.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { useVehiclesLastSeen } from '../api/vehicle-states-api.ts';
import { useVehicleList, useVehicleMutations } from '../api/vehicles-api.ts';
import type { SavedVehicle, VehicleSort } from '../api/vehicles-api.ts';
import { MqttCredentialsDialog } from './mqtt-credentials-dialog.tsx';
import type { IssuedCredentials } from './mqtt-credentials-dialog.tsx';
import { RefusedMessagesDrawer } from './refused-messages-drawer.tsx';
import { vehicleColumns } from './vehicle-columns.tsx';
import type { VehicleAction } from './vehicle-columns.tsx';
import type { LastSeen } from './vehicle-connection.tsx';
import { VehicleConfirmDialog } from './vehicle-confirm-dialog.tsx';
import { VehicleForm } from './vehicle-form.tsx';

const topicPrefix = (row: Vehicle) => `fleet/${row.Customer_ID}/${row.Vehicle_ID}/`;

/** /admin/vehicle: the fleet, each vehicle's icon, when it was last heard from and its MQTT credentials. */
export function VehiclesPage() {
  const list = useListState<VehicleSort>('name');
  const vehicles = useVehicleList(list.params);
  const mutations = useVehicleMutations();
  const toasts = useToast();
  const editor = useEditor<Vehicle>();
  const { openEdit } = editor;
  const [pending, setPending] = useState<{ action: VehicleAction; row: Vehicle } | null>(null);
  const [issued, setIssued] = useState<IssuedCredentials | null>(null);
  const [refusalsOf, setRefusalsOf] = useState<Vehicle | null>(null);

  const seen = useVehiclesLastSeen();
  const columns = useMemo(() => {
    const lastSeen = (row: Vehicle): LastSeen => {
      if (seen.data !== undefined) {
        return { status: 'known', receivedAt: seen.data.get(row.Vehicle_ID) ?? null };
      }
      return seen.isError ? { status: 'unknown' } : { status: 'loading' };
    };
    return vehicleColumns({
      onEdit: openEdit,
      onAction: (action, row) => setPending({ action, row }),
      onRefusals: setRefusalsOf,
      lastSeen,
    });
  }, [openEdit, seen.data, seen.isError]);

  const saved = ({ vehicle, mqtt, iconError }: SavedVehicle) => {
    const created = editor.row === null;
    editor.close();
    toasts.info(`Vehicle “${vehicle.name}” ${created ? 'created' : 'saved'}.`);
    if (iconError !== null) {
      toasts.error(`“${vehicle.name}” was saved, but its icon was not: ${errorMessage(iconError)}`);
    }
    if (mqtt !== null) {
      setIssued({
        vehicleName: vehicle.name,
        topicPrefix: topicPrefix(vehicle),
        mqtt,
        reason: 'created',
      });
    }
  };

  const confirm = (action: VehicleAction, row: Vehicle) => {
    const done = () => setPending(null);
    const failed = (error: unknown) => {
      setPending(null);
      toasts.error(errorMessage(error));
    };
    if (action === 'delete') {
      mutations.remove.mutate(row.Vehicle_ID, {
        onSuccess: () => {
          done();
          toasts.info(`Vehicle “${row.name}” deleted.`);
        },
        onError: failed,
      });
    } else if (action === 'anonymize') {
      mutations.anonymize.mutate(row.Vehicle_ID, {
        onSuccess: () => {
          done();
          toasts.info(`Vehicle “${row.name}” anonymized.`);
        },
        onError: failed,
      });
    } else {
      mutations.rotateCredentials.mutate(row.Vehicle_ID, {
        onSuccess: ({ mqtt }) => {
          done();
          setIssued({
            vehicleName: row.name,
            topicPrefix: topicPrefix(row),
            mqtt,
            reason: 'rotated',
          });
        },
        onError: failed,
      });
    }
  };

  return (
    <AdminPage
      title="Vehicles"
      description="The fleet: each vehicle, its status, icon and messaging credentials."
    >
      <ResourceList
        list={list}
        result={vehicles}
        caption="Vehicles"
        columns={columns}
        rowKey={(row) => row.Vehicle_ID}
        searchLabel="By name or registration"
        createLabel="New vehicle"
        onCreate={editor.openNew}
        empty={{ title: 'No vehicles yet', description: 'Add the first vehicle of the fleet.' }}
      />

      <EditorDrawer editor={editor} title={(row) => row.name} newTitle="New vehicle">
        {(row) => <VehicleForm vehicle={row} onSaved={saved} onCancel={editor.close} />}
      </EditorDrawer>
      <VehicleConfirmDialog
        pending={pending}
        busy={
          mutations.remove.isPending ||
          mutations.anonymize.isPending ||
          mutations.rotateCredentials.isPending
        }
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <MqttCredentialsDialog issued={issued} onClose={() => setIssued(null)} />
      <RefusedMessagesDrawer vehicle={refusalsOf} onClose={() => setRefusalsOf(null)} />
    </AdminPage>
  );
}
