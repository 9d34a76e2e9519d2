// The geometry along a route path lives in the domain package (the server's ETA engine uses it
// too); the simulator's modules keep importing it from here.
export {
  bearingDegrees,
  buildPath,
  haversineMetres,
  headingChange,
  normaliseDegrees,
  normaliseDistance,
  pointAt,
  projectOnPath,
  stopDistances,
  turnAhead,
} from '@shuttle-ops/domain';
export type { LonLat, PathPoint, Projection, RoutePath } from '@shuttle-ops/domain';
