import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { COMPACT_MEDIA_QUERY } from '../../../config/layout.ts';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { useServiceDetail } from '../api/get-service-detail.ts';
import { ServiceDetail, ServiceDetailState } from './service-detail.tsx';
import classes from './service-detail.module.css';
import { useDetailParam } from './use-detail-param.ts';

/**
 * The detail of the service named by `?service=` slides in over the history; closing it (Escape,
 * the close button, the browser's Back) leaves the list as it was. It prints on its own.
 */
export function ServiceDetailDrawer() {
  const [serviceId, close] = useDetailParam();
  const compact = useMediaQuery(COMPACT_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const detail = useServiceDetail(serviceId);
  const service = detail.data ?? null;
  const title =
    service === null
      ? 'Service details'
      : `${service.vehicleName} on ${service.routeName}, ${formatDateTime(service.start_dt ?? service.create_dt)}`;

  return (
    <Drawer
      opened={serviceId !== null}
      onClose={close}
      title={title}
      position="right"
      size={compact ? '100%' : 'xl'}
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      portalProps={{ reuseTargetNode: false, className: classes.printRoot }}
      classNames={{
        overlay: classes.overlay,
        inner: classes.inner,
        content: classes.content,
        header: classes.header,
        body: classes.body,
        close: classes.close,
      }}
    >
      {serviceId === null ? null : service === null ? (
        <ServiceDetailState
          loading={detail.isPending}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <ServiceDetail service={service} />
      )}
    </Drawer>
  );
}
