import { SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { AdminPage } from '../../components/layout/admin-page.tsx';
import { useSession } from '../../lib/auth/session-context.ts';
import { AlertsCard } from './components/alerts-card.tsx';
import { AnnouncementsCard } from './components/announcements-card.tsx';
import { ChecklistsCard } from './components/checklists-card.tsx';
import { PassengersCard } from './components/passengers-card.tsx';
import { VehiclesCard } from './components/vehicles-card.tsx';
import { cardPath, cardsFor } from './overview-cards.ts';
import type { OverviewCardId } from './overview-cards.ts';

/** /admin: the day at a glance for the signed-in role, each figure linking to its screen. */
export function AdminOverviewPage() {
  const { session } = useSession();
  const cards = useMemo(
    () => (session === null ? new Set<OverviewCardId>() : cardsFor(session)),
    [session],
  );
  const customer = session?.custom_cname ?? '';
  return (
    <AdminPage
      title="Overview"
      description={`Today at a glance${customer === '' ? '' : ` for ${customer}`}; each card opens its screen.`}
    >
      {cards.size === 0 ? (
        <Text c="dimmed">There is nothing to show for your role.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {cards.has('vehicles') && <VehiclesCard to={cardPath('vehicles')} />}
          {cards.has('alerts') && <AlertsCard to={cardPath('alerts')} />}
          {cards.has('passengers') && <PassengersCard to={cardPath('passengers')} />}
          {cards.has('checklists') && <ChecklistsCard to={cardPath('checklists')} />}
          {cards.has('announcements') && <AnnouncementsCard to={cardPath('announcements')} />}
        </SimpleGrid>
      )}
    </AdminPage>
  );
}
