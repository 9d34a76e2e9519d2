/**
 * The Harwell campus demo site: bus stops, route paths, mission stations and demo vehicles.
 * The server seeds them and the simulator drives along the same paths. Coordinates are
 * plausible, not surveyed. GeoJSON order: positions are [lon, lat].
 */

export interface SiteStop {
  name: string;
  label: string;
  direction: string;
  lat: number;
  lon: number;
}

export interface SiteRoute {
  name: string;
  description: string;
  routeType: 'loop' | 'line';
  color: string;
  /** Stops in travel order; a loop returns to the first stop after the last. */
  stops: readonly SiteStop[];
  path: { type: 'LineString'; coordinates: [number, number][] };
}

export interface MissionStation {
  station_id: string;
  name: string;
  lat: number;
  lon: number;
}

/**
 * A seeded vehicle. Its MQTT password is derived, so the simulator can compute it:
 * base64url(HMAC-SHA256(key = DEMO_PASSWORD, message = `mqtt:<name>`)) — see the server's
 * `db/demo-fleet.ts` (`demoMqttPassword`).
 */
export interface DemoVehicle {
  /** Fixed so that the simulator knows the id and MQTT username (`veh-<id>`) in advance. */
  Vehicle_ID: string;
  customer: 'Darwin' | 'Campus Mobility';
  name: string;
  registration: string;
  maxOccupancy: number;
  max_wheelchair_occupancy: number;
  route: string;
}

export const HARWELL_SITE = {
  siteName: 'Harwell',
  mission_site_id: 'DAR-HWL',
  lat: 51.575,
  lon: -1.311,
  time_zone: 'Europe/London',
  /** [[west, south], [east, north]] */
  bounds: [
    [-1.325, 51.568],
    [-1.292, 51.583],
  ] as [[number, number], [number, number]],
} as const;

/** Clockwise loop of about 2.8 km; stops 320–360 m apart. */
export const HARWELL_CAMPUS_LOOP: SiteRoute = {
  name: 'Harwell Campus Loop',
  description: 'Clockwise loop around the Harwell campus from the Main Gate',
  routeType: 'loop',
  color: '#0b6bcb',
  stops: [
    { name: 'Main Gate', label: 'H1', direction: 'northbound', lat: 51.5736, lon: -1.30395 },
    { name: 'Fermi Avenue', label: 'H2', direction: 'northbound', lat: 51.576572, lon: -1.304214 },
    {
      name: 'Innovation Centre',
      label: 'H3',
      direction: 'westbound',
      lat: 51.577879,
      lon: -1.308383,
    },
    { name: 'Thomson Avenue', label: 'H4', direction: 'westbound', lat: 51.577579, lon: -1.313543 },
    { name: 'Curie Avenue', label: 'H5', direction: 'southbound', lat: 51.57595, lon: -1.317715 },
    {
      name: 'Diamond Light Source',
      label: 'H6',
      direction: 'southbound',
      lat: 51.572815,
      lon: -1.317773,
    },
    {
      name: 'Rutherford Avenue',
      label: 'H7',
      direction: 'eastbound',
      lat: 51.572037,
      lon: -1.313091,
    },
    { name: 'Eighth Street', label: 'H8', direction: 'eastbound', lat: 51.5722, lon: -1.307996 },
  ],
  path: {
    type: 'LineString',
    coordinates: [
      [-1.30395, 51.5736],
      [-1.30388, 51.5752],
      [-1.3041, 51.5764],
      [-1.304214, 51.576572],
      [-1.3047, 51.5773],
      [-1.3058, 51.57775],
      [-1.3076, 51.5779],
      [-1.308383, 51.577879],
      [-1.3095, 51.57785],
      [-1.3114, 51.5777],
      [-1.3133, 51.5776],
      [-1.313543, 51.577579],
      [-1.315, 51.57745],
      [-1.3164, 51.577],
      [-1.3176, 51.5762],
      [-1.317715, 51.57595],
      [-1.31815, 51.575],
      [-1.3182, 51.5738],
      [-1.3179, 51.5729],
      [-1.317773, 51.572815],
      [-1.317, 51.5723],
      [-1.3156, 51.57205],
      [-1.3138, 51.572],
      [-1.313091, 51.572037],
      [-1.3119, 51.5721],
      [-1.31, 51.57215],
      [-1.307996, 51.5722],
      [-1.3062, 51.57235],
      [-1.3049, 51.5727],
      [-1.3042, 51.5731],
      [-1.30395, 51.5736],
    ],
  },
};

/** Campus Mobility's line from Chilton to the campus, about 1.3 km. */
export const CHILTON_LINK: SiteRoute = {
  name: 'Chilton Link',
  description: 'From Chilton village along Newbury Road to the campus hub',
  routeType: 'line',
  color: '#2e7d32',
  stops: [
    { name: 'Chilton Village', label: 'C1', direction: 'southbound', lat: 51.5808, lon: -1.2964 },
    { name: 'Newbury Road', label: 'C2', direction: 'southbound', lat: 51.577966, lon: -1.300823 },
    {
      name: 'Harwell Main Gate',
      label: 'C3',
      direction: 'southbound',
      lat: 51.574735,
      lon: -1.303999,
    },
    { name: 'Campus Hub', label: 'C4', direction: 'westbound', lat: 51.5726, lon: -1.3082 },
  ],
  path: {
    type: 'LineString',
    coordinates: [
      [-1.2964, 51.5808],
      [-1.2976, 51.5799],
      [-1.299, 51.579],
      [-1.3006, 51.5781],
      [-1.300823, 51.577966],
      [-1.3021, 51.5772],
      [-1.3033, 51.5763],
      [-1.30398, 51.5756],
      [-1.303999, 51.574735],
      [-1.304, 51.5747],
      [-1.30395, 51.5737],
      [-1.3048, 51.573],
      [-1.3064, 51.5727],
      [-1.3082, 51.5726],
    ],
  },
};

export const HARWELL_ROUTES = [HARWELL_CAMPUS_LOOP, CHILTON_LINK] as const;

/** Where an autonomous shuttle may be sent on a mission (site DAR-HWL). */
export const HARWELL_STATIONS: readonly MissionStation[] = [
  { station_id: 'HWL-ST-01', name: 'Main Gate', lat: 51.57362, lon: -1.30402 },
  { station_id: 'HWL-ST-02', name: 'Innovation Centre', lat: 51.5779, lon: -1.30838 },
  { station_id: 'HWL-ST-03', name: 'Diamond Light Source', lat: 51.57282, lon: -1.31785 },
  { station_id: 'HWL-ST-04', name: 'Rutherford Avenue', lat: 51.57201, lon: -1.3131 },
  { station_id: 'HWL-ST-05', name: 'Depot', lat: 51.5744, lon: -1.3055 },
];

/**
 * The demo fleet: three Darwin shuttles on the campus loop and one Campus Mobility shuttle. The
 * third Darwin shuttle comes last, so the first three keep their places for SIM_VEHICLES=3.
 */
export const DEMO_VEHICLES: readonly DemoVehicle[] = [
  {
    Vehicle_ID: '375f8a16-6310-4766-99ac-176a750494e6',
    customer: 'Darwin',
    name: 'Harwell Shuttle 1',
    registration: 'HW26 AVA',
    maxOccupancy: 15,
    max_wheelchair_occupancy: 1,
    route: HARWELL_CAMPUS_LOOP.name,
  },
  {
    Vehicle_ID: '84da3434-dada-4fe7-9026-cc0c279dc4e1',
    customer: 'Darwin',
    name: 'Harwell Shuttle 2',
    registration: 'HW26 AVB',
    maxOccupancy: 15,
    max_wheelchair_occupancy: 1,
    route: HARWELL_CAMPUS_LOOP.name,
  },
  {
    Vehicle_ID: '72a2fd4f-f2ec-4f2c-991e-60e0e9840289',
    customer: 'Campus Mobility',
    name: 'Campus Shuttle 1',
    registration: 'CM26 LNK',
    maxOccupancy: 10,
    max_wheelchair_occupancy: 1,
    route: CHILTON_LINK.name,
  },
  {
    Vehicle_ID: '833b4951-a17e-4d9c-95bb-0bb8ebac5305',
    customer: 'Darwin',
    name: 'Harwell Shuttle 3',
    registration: 'HW26 AVC',
    maxOccupancy: 15,
    max_wheelchair_occupancy: 1,
    route: HARWELL_CAMPUS_LOOP.name,
  },
];

/** The MQTT username of a vehicle: `veh-` and its id. */
export const vehicleMqttUsername = (vehicleId: string): string => `veh-${vehicleId}`;
