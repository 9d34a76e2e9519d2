import { useQuery } from '@tanstack/react-query';
import {
  publicAnnouncementList,
  publicBusStopList,
  publicRouteList,
  publicServiceList,
  publicSiteAnswer,
  publicVehicleList,
  type PublicAnnouncementList,
} from '@shuttle-ops/domain';
import { publicGet } from './public-client.ts';

/** While the live socket is down the page asks the API this often instead. */
export const POLL_WHILE_OFFLINE_MS = 3_000;
/** With the socket up, a slow refresh still catches what no event told (a vehicle added). */
export const REFRESH_WHILE_LIVE_MS = 30_000;
/** Announcements have no push: they are read again this often. */
export const ANNOUNCEMENTS_POLL_MS = 30_000;

const keys = {
  all: ['public'] as const,
  of: (what: string, customer: string | null) => ['public', what, customer ?? 'owner'] as const,
};

/** The query key of one of the public API's answers for a customer (null: the platform owner). */
export const publicQueryKey = keys.of;

export function usePublicSite(customer: string | null) {
  return useQuery({
    queryKey: keys.of('site', customer),
    queryFn: ({ signal }) => publicGet('site', publicSiteAnswer, customer, signal),
    staleTime: Infinity,
  });
}

export function usePublicRoutes(customer: string | null) {
  return useQuery({
    queryKey: keys.of('routes', customer),
    queryFn: ({ signal }) => publicGet('routes', publicRouteList, customer, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicBusStops(customer: string | null) {
  return useQuery({
    queryKey: keys.of('busstops', customer),
    queryFn: ({ signal }) => publicGet('busstops', publicBusStopList, customer, signal),
    staleTime: 5 * 60_000,
  });
}

/** Vehicles and services: often while the socket is down, rarely while it brings the news. */
export function usePublicVehicles(customer: string | null, live: boolean) {
  return useQuery({
    queryKey: keys.of('vehicles', customer),
    queryFn: ({ signal }) => publicGet('vehicles', publicVehicleList, customer, signal),
    refetchInterval: live ? REFRESH_WHILE_LIVE_MS : POLL_WHILE_OFFLINE_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
}

export function usePublicServices(customer: string | null, live: boolean) {
  return useQuery({
    queryKey: keys.of('services', customer),
    queryFn: ({ signal }) => publicGet('services', publicServiceList, customer, signal),
    refetchInterval: live ? REFRESH_WHILE_LIVE_MS : POLL_WHILE_OFFLINE_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
}

/**
 * `initial`: the answer the page's HTML came with (its first screen), shown at once and read
 * again on mount (it counts as stale).
 */
export function usePublicAnnouncements(customer: string | null, initial?: PublicAnnouncementList) {
  return useQuery({
    queryKey: keys.of('announcements', customer),
    queryFn: ({ signal }) => publicGet('announcements', publicAnnouncementList, customer, signal),
    refetchInterval: ANNOUNCEMENTS_POLL_MS,
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
  });
}
