import { Badge, Group, Text } from '@mantine/core';
import type { Customer } from '@shuttle-ops/domain';
import { IconBuilding } from '@tabler/icons-react';
import type { Column } from '../../../components/table/resource-table.tsx';
import {
  actionsColumn,
  anonymizeAction,
  deleteAction,
} from '../../../components/table/admin-columns.tsx';
import type { CustomerSort } from '../../../lib/api/customers-api.ts';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { ResourceImage } from '../components/resource-image.tsx';

export type CustomerAction = 'delete' | 'anonymize';

export interface CustomerColumnHandlers {
  /** May the signed-in user edit this customer (their own, or any for the platform owner)? */
  canEdit: (row: Customer) => boolean;
  /** May they delete or anonymize it (platform-owner admins; never the owner or their own)? */
  canDispose: (row: Customer) => boolean;
  onEdit: (row: Customer) => void;
  onAction: (action: CustomerAction, row: Customer) => void;
}

export function customerColumns({
  canEdit,
  canDispose,
  onEdit,
  onAction,
}: CustomerColumnHandlers): Column<Customer, CustomerSort>[] {
  return [
    {
      key: 'logo',
      header: 'Logo',
      hideHeader: true,
      render: (row) => (
        <ResourceImage
          image={row.customer_logo}
          alt={`Logo of ${row.name}`}
          fallback={<IconBuilding size={18} aria-hidden />}
        />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={600}>{row.name}</Text>
          {row.is_platform_owner && (
            <Badge variant="light" size="sm">
              Platform owner
            </Badge>
          )}
          {row.anonymized && (
            <Badge variant="light" color="gray" size="sm">
              Anonymized
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'contact', header: 'Contact', render: (row) => row.contact_name ?? '—' },
    { key: 'email', header: 'E-mail', render: (row) => row.contact_email ?? '—' },
    { key: 'phone', header: 'Phone', render: (row) => row.contact_phone ?? '—' },
    {
      key: 'updated',
      header: 'Updated',
      sortKey: 'update_dt',
      render: (row) => formatDateTime(row.update_dt),
    },
    actionsColumn((row) => ({
      name: row.name,
      onEdit: canEdit(row) && !row.anonymized ? () => onEdit(row) : undefined,
      actions: canDispose(row)
        ? [
            ...(row.anonymized ? [] : [anonymizeAction(() => onAction('anonymize', row))]),
            deleteAction(() => onAction('delete', row)),
          ]
        : [],
    })),
  ];
}
