import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { can } from '@shuttle-ops/domain';
import type { Announcement, AnnouncementAudience } from '@shuttle-ops/domain';
import { useMemo, useState } from 'react';
import { EditorDrawer } from '../../components/forms/editor-drawer.tsx';
import { AdminPage } from '../../components/layout/admin-page.tsx';
import { ResourceList } from '../../components/table/resource-list.tsx';
import { useAnnouncementList, useAnnouncementMutations } from '../../lib/api/announcements-api.ts';
import type { AnnouncementFilters, AnnouncementSort } from '../../lib/api/announcements-api.ts';
import { useSession } from '../../lib/auth/session-context.ts';
import { errorMessage } from '../../lib/forms/server-errors.ts';
import { useEditor } from '../../lib/hooks/use-editor.ts';
import { useListState } from '../../lib/hooks/use-list-state.ts';
import { useNow } from '../../lib/time/use-now.ts';
import { useToast } from '../../lib/toast/toast-context.ts';
import { announcementColumns } from './components/announcement-columns.tsx';
import { AnnouncementForm } from './components/announcement-form.tsx';
import { AUDIENCE_LABELS } from './model/announcement-form-values.ts';

const WHEN_OPTIONS = [
  { value: 'current', label: 'Shown now' },
  { value: 'other', label: 'Planned or ended' },
  { value: 'all', label: 'All' },
];
const AUDIENCE_OPTIONS = [
  { value: 'all', label: 'Every audience' },
  ...Object.entries(AUDIENCE_LABELS).map(([value, label]) => ({ value, label })),
];

/** /admin/announcement: messages for operators and passengers, with their start and end. */
export function AnnouncementsPage() {
  const { session } = useSession();
  const mayManage = session !== null && can(session, 'manageAnnouncements');
  const list = useListState<AnnouncementSort>('start_dt');
  const [filters, setFilters] = useState<AnnouncementFilters>({ when: 'all', audience: 'all' });
  const announcements = useAnnouncementList(list.params, filters);
  const { mutate: changeAnnouncement } = useAnnouncementMutations().change;
  const toasts = useToast();
  const editor = useEditor<Announcement>();
  const { openEdit } = editor;
  // Minutes are enough for "shown now" versus "ended".
  const now = useNow(30_000);

  const columns = useMemo(() => {
    const act = (row: Announcement, body: { end_dt?: string; archived?: boolean }, done: string) =>
      changeAnnouncement(
        { id: row.id, change: body },
        {
          onSuccess: () => toasts.info(done),
          onError: (error) => toasts.error(errorMessage(error)),
        },
      );
    return announcementColumns({
      now,
      ...(mayManage
        ? {
            onEdit: openEdit,
            onEnd: (row: Announcement) =>
              act(row, { end_dt: new Date().toISOString() }, 'Announcement ended.'),
            onArchive: (row: Announcement) =>
              act(row, { archived: true }, 'Announcement archived.'),
          }
        : {}),
    });
  }, [now, mayManage, openEdit, changeAnnouncement, toasts]);

  const saved = () => {
    toasts.info(editor.row === null ? 'Announcement published.' : 'Announcement saved.');
    editor.close();
  };

  return (
    <AdminPage
      title="Announcements"
      description="Messages for operators and for passengers on the shuttle tracking page, between their start and end (Europe/London time)."
    >
      <Stack gap="xs">
        <Group gap="md" align="flex-end" wrap="wrap">
          <div>
            <Text size="sm" fw={500} id="announcement-when-label" mb={4}>
              Show
            </Text>
            <SegmentedControl
              aria-labelledby="announcement-when-label"
              data={WHEN_OPTIONS}
              value={filters.when}
              onChange={(when) => {
                setFilters((current) => ({
                  ...current,
                  when: when as AnnouncementFilters['when'],
                }));
                list.setPage(1);
              }}
            />
          </div>
          <Select
            label="Audience"
            data={AUDIENCE_OPTIONS}
            value={filters.audience}
            allowDeselect={false}
            onChange={(audience) => {
              setFilters((current) => ({
                ...current,
                audience: (audience ?? 'all') as AnnouncementAudience | 'all',
              }));
              list.setPage(1);
            }}
            w={220}
          />
        </Group>
        {!mayManage && (
          <Text size="sm" c="dimmed">
            Content managers and administrators write announcements; you can read them here.
          </Text>
        )}
      </Stack>
      <ResourceList
        list={list}
        result={announcements}
        caption="Announcements"
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel="By text or author"
        {...(mayManage ? { createLabel: 'New announcement', onCreate: editor.openNew } : {})}
        empty={{
          title: 'No announcements',
          description: mayManage
            ? 'Publish one for operators, passengers or both.'
            : 'Nothing has been announced.',
        }}
      />
      <EditorDrawer
        editor={editor}
        title={() => 'announcement'}
        newTitle="New announcement"
        size="lg"
      >
        {(row) => <AnnouncementForm announcement={row} onSaved={saved} onCancel={editor.close} />}
      </EditorDrawer>
    </AdminPage>
  );
}
