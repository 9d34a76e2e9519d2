import { canAccess, paths } from '@shuttle-ops/domain';
import type { SessionFlags } from '@shuttle-ops/domain';

export const OVERVIEW_CARDS = [
  { id: 'vehicles', path: paths.serviceDashboard },
  { id: 'alerts', path: paths.realtimeAlerts },
  { id: 'passengers', path: paths.serviceHistory },
  { id: 'checklists', path: paths.adminChecklistHistory },
  { id: 'announcements', path: paths.adminAnnouncement },
] as const;

export type OverviewCardId = (typeof OVERVIEW_CARDS)[number]['id'];

/** The overview's cards, each linking to its screen, for the screens the session may open. */
export function cardsFor(session: SessionFlags): ReadonlySet<OverviewCardId> {
  return new Set(
    OVERVIEW_CARDS.filter((card) => canAccess(session, card.path)).map((card) => card.id),
  );
}

export function cardPath(id: OverviewCardId): string {
  return OVERVIEW_CARDS.find((card) => card.id === id)?.path ?? paths.admin;
}
