/**
 * The web console's one live store of vehicles (docs/ARCHITECTURE.md, "A vehicle's telemetry"):
 * a feed per source over the tab's realtime socket, merged by the domain's rule, published to
 * screens that select the vehicles they show.
 */
export {
  isStale,
  mergeReading,
  positionText,
  type LiveReading,
  type LiveVehicle,
  type VehicleAlert,
} from './live-vehicle.ts';
export {
  createLiveStore,
  LIVE_PUBLISH_MS,
  type LiveStore,
  type LiveVehicles,
} from './live-store.ts';
export {
  createLiveFeed,
  liveFeedFor,
  type FeedStatus,
  type LiveFeed,
  type LiveSource,
} from './live-feed.ts';
export { useFeedStatus, useLiveFeed, useLiveVehicle, useLiveVehicles } from './use-live.ts';
export { parseTelemetry } from './live-wire.ts';
