import {
  ActionIcon,
  Anchor,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { paths, type TelemetryTemplate } from '@shuttle-ops/domain';
import { IconLayoutDashboard, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { APP_TITLE } from '../../../config/env.ts';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { useTemplateMutations, useTemplates } from '../api/templates-api.ts';
import { CreateTemplateDialog } from './create-template-dialog.tsx';

export const dashboardPath = (id: string) =>
  `${paths.adminTelemetryService}?template=${encodeURIComponent(id)}`;

/** The customer's telemetry templates: searched, opened as dashboards, made and deleted. */
export function TemplateList() {
  useDocumentTitle(`Dashboards · ${APP_TITLE}`);
  const navigate = useNavigate();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 250);
  const templates = useTemplates(query);
  const { remove } = useTemplateMutations();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TelemetryTemplate | null>(null);

  const items = templates.data?.Items ?? [];
  let content;
  if (templates.isPending) {
    content = (
      <Center h={160} role="status">
        <Loader aria-label="Loading the dashboards" />
      </Center>
    );
  } else if (templates.isError) {
    content = <Text c="red">{errorMessage(templates.error)}</Text>;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon={<IconLayoutDashboard size={32} aria-hidden />}
        withIndicatorBackground
        data-testid="empty-state"
      >
        <EmptyState.Title order={2}>
          {query.trim() === '' ? 'No dashboards yet' : 'No dashboard matches'}
        </EmptyState.Title>
        <EmptyState.Description>
          {query.trim() === ''
            ? 'Make a dashboard from a template: charts, gauges, maps and tables of your vehicles.'
            : `Nothing is called “${query.trim()}”.`}
        </EmptyState.Description>
      </EmptyState>
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={360}>
        <Table striped highlightOnHover data-testid="template-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Components</Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                Changed
              </Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Th scope="row">
                  <Anchor component={Link} to={dashboardPath(t.id)}>
                    {t.template_name}
                  </Anchor>
                  {t.template_desc && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {t.template_desc}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>{t.template_data.components.length}</Table.Td>
                <Table.Td visibleFrom="sm">{formatDateTime(t.update_dt)}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${t.template_name}`}
                    onClick={() => setDeleting(t)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Dashboards</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          New dashboard
        </Button>
      </Group>
      <TextInput
        label="Search"
        placeholder="Name or description"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      {content}
      <CreateTemplateDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(made) => {
          setCreating(false);
          void navigate(dashboardPath(made.id));
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete dashboard"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.info(`${deleting.template_name} deleted`);
              setDeleting(null);
            },
            onError: (failure) => toast.error(errorMessage(failure)),
          });
        }}
      >
        Delete “{deleting?.template_name}” and its layout? This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
