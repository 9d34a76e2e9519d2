import { Tabs } from '@mantine/core';
import { can } from '@shuttle-ops/domain';
import { AdminPage } from '../../../components/layout/admin-page.tsx';
import { useSession } from '../../../lib/auth/session-context.ts';
import { CommandsView } from './commands-view.tsx';
import { LOG_VIEWS, useLogView, type LogView } from './log-view.ts';
import { MissionsView } from './missions-view.tsx';

const isLogView = (value: string | null): value is LogView =>
  LOG_VIEWS.some((view) => view === value);

/**
 * /admin/commandlog: every remote command, its outcome and who sent it; for those who may use
 * remote control (platform-owner admins), the missions to stations too (`?view=missions`).
 */
export function CommandLogPage() {
  const { session } = useSession();
  const missionsAllowed = session !== null && can(session, 'remoteControl');
  const [view, setView] = useLogView(missionsAllowed);

  if (!missionsAllowed) {
    return (
      <AdminPage
        title="Command Log"
        description="Every remote command sent to a vehicle: when, by whom, and what the vehicle did."
      >
        <CommandsView />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title="Command Log"
      description="Every remote command and mission sent to a vehicle: when, by whom, and what the vehicle did."
    >
      <Tabs value={view} onChange={(next) => isLogView(next) && setView(next)} keepMounted={false}>
        <Tabs.List aria-label="Log">
          <Tabs.Tab value="commands">Commands</Tabs.Tab>
          <Tabs.Tab value="missions">Missions</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="commands" pt="md">
          <CommandsView />
        </Tabs.Panel>
        <Tabs.Panel value="missions" pt="md">
          <MissionsView />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}
