import { RecordDrawer } from '../../../components/record/record-drawer.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { useServiceDetail } from '../api/get-service-detail.ts';
import { ServiceDetail, ServiceDetailState } from './service-detail.tsx';
import { useDetailParam } from './use-detail-param.ts';

/**
 * The detail of the service named by `?service=` slides in over the history; closing it (Escape,
 * the close button, the browser's Back) leaves the list as it was. It prints on its own.
 */
export function ServiceDetailDrawer() {
  const [serviceId, close] = useDetailParam();
  const detail = useServiceDetail(serviceId);
  const service = detail.data ?? null;
  const title =
    service === null
      ? 'Service details'
      : `${service.vehicleName} on ${service.routeName}, ${formatDateTime(service.start_dt ?? service.create_dt)}`;

  return (
    <RecordDrawer opened={serviceId !== null} onClose={close} title={title}>
      {serviceId === null ? null : service === null ? (
        <ServiceDetailState
          loading={detail.isPending}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <ServiceDetail service={service} />
      )}
    </RecordDrawer>
  );
}
