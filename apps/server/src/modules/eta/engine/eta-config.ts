/** Tuning of the ETA engine; every figure has a default that suits campus shuttles. */
export interface EtaConfig {
  /** Speed assumed where nothing has been learned yet (cold start), m/s. */
  scheduledSpeedMps: number;
  /** Dwell assumed at a stop where nothing has been learned yet, seconds. */
  scheduledDwellS: number;
  /** Weight of the newest observation in the exponentially weighted averages. */
  alpha: number;
  /** Stretches between stops are learned in pieces of about this length, metres. */
  binLengthM: number;
  /** A vehicle within this distance of a stop along the path is at the stop, metres. */
  stopRadiusM: number;
  /** A position further than this from the path is ignored (GPS noise, detour), metres. */
  offPathM: number;
  /** Positions further apart in time than this are not learned from, seconds. */
  maxLearnGapS: number;
  /** After this long without a position, the vehicle is looked for along the whole path, seconds. */
  relocateAfterS: number;
  /** The least time a dwell that has overrun its average is still expected to take, seconds. */
  minRemainingDwellS: number;
  /** Times of day (traffic peaks) are learned in this time zone. */
  timeZone: string;
  /** Vehicles and routes kept in memory at most (least recently used go first). */
  maxVehicles: number;
  maxRoutes: number;
}

export const DEFAULT_ETA_CONFIG: EtaConfig = {
  scheduledSpeedMps: 12 / 3.6,
  scheduledDwellS: 20,
  alpha: 0.25,
  binLengthM: 50,
  stopRadiusM: 10,
  offPathM: 60,
  maxLearnGapS: 5,
  relocateAfterS: 60,
  minRemainingDwellS: 3,
  timeZone: 'Europe/London',
  maxVehicles: 10_000,
  maxRoutes: 2_000,
};

export const etaConfig = (overrides: Partial<EtaConfig> = {}): EtaConfig => ({
  ...DEFAULT_ETA_CONFIG,
  ...overrides,
});
