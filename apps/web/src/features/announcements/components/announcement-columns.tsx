import { Badge, Text } from '@mantine/core';
import type { Announcement } from '@shuttle-ops/domain';
import { IconArchive, IconPlayerStop } from '@tabler/icons-react';
import type { Column } from '../../../components/table/resource-table.tsx';
import { RowActions } from '../../../components/table/row-actions.tsx';
import type { AnnouncementSort } from '../../../lib/api/announcements-api.ts';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { AUDIENCE_LABELS } from '../model/announcement-form-values.ts';
import { announcementState, STATE_LOOK } from '../model/announcement-state.ts';

export interface AnnouncementColumnHandlers {
  /** Absent for those who may only read. */
  onEdit?: (row: Announcement) => void;
  onEnd?: (row: Announcement) => void;
  onArchive?: (row: Announcement) => void;
  now: number;
}

const summary = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

export function announcementColumns({
  onEdit,
  onEnd,
  onArchive,
  now,
}: AnnouncementColumnHandlers): Column<Announcement, AnnouncementSort>[] {
  const columns: Column<Announcement, AnnouncementSort>[] = [
    {
      key: 'text',
      header: 'Text',
      sortKey: 'text',
      render: (row) => (
        <Text size="sm" maw={420} style={{ whiteSpace: 'pre-wrap' }}>
          {row.text}
        </Text>
      ),
    },
    {
      key: 'audience',
      header: 'Audience',
      sortKey: 'audience',
      render: (row) => <Badge variant="light">{AUDIENCE_LABELS[row.audience]}</Badge>,
    },
    {
      key: 'state',
      header: 'State',
      render: (row) => {
        const state = announcementState(row, now);
        return (
          <Badge color={STATE_LOOK[state].color} variant="dot">
            {STATE_LOOK[state].label}
          </Badge>
        );
      },
    },
    {
      key: 'start',
      header: 'Start',
      sortKey: 'start_dt',
      render: (row) => formatDateTime(row.start_dt),
    },
    {
      key: 'end',
      header: 'End',
      sortKey: 'end_dt',
      render: (row) => (row.end_dt === null ? 'Until ended' : formatDateTime(row.end_dt)),
    },
    { key: 'author', header: 'Created by', render: (row) => row.created_by },
  ];
  if (onEdit === undefined) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      sticky: true,
      render: (row) => {
        const state = announcementState(row, now);
        return (
          <RowActions
            name={`the announcement “${summary(row.text)}”`}
            onEdit={() => onEdit(row)}
            actions={[
              ...(state === 'current' && onEnd !== undefined
                ? [
                    {
                      label: 'End now',
                      icon: <IconPlayerStop size={16} aria-hidden />,
                      onClick: () => onEnd(row),
                    },
                  ]
                : []),
              ...(onArchive !== undefined && !row.archived
                ? [
                    {
                      label: 'Archive',
                      icon: <IconArchive size={16} aria-hidden />,
                      onClick: () => onArchive(row),
                      danger: true,
                    },
                  ]
                : []),
            ]}
          />
        );
      },
    },
  ];
}
