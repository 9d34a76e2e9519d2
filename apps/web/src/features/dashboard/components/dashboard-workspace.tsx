import { Button } from '@mantine/core';
import type { BusStop } from '@shuttle-ops/domain';
import { IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { lazy } from 'react';
import { MapBoundary, type BasemapScheme } from '../../../map/index.ts';
import classes from '../dashboard.module.css';
import type { DashboardRow, RowFilter, RowSort } from '../model/dashboard-rows.ts';
import type { FleetVehicle } from '../model/fleet-vehicle.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { VehicleList } from './vehicle-list.tsx';

// MapLibre (about 300 kB gzip) loads with the map, not with the console.
const FleetMap = lazy(async () => ({
  default: (await import('./fleet-map.tsx')).FleetMap,
}));

export interface DashboardWorkspaceProps {
  /** Every vehicle on the map (the filter narrows the list only). */
  vehicles: readonly FleetVehicle[];
  rows: readonly DashboardRow[];
  counts: Readonly<Record<RowFilter, number>>;
  stops: readonly BusStop[];
  loading: boolean;
  now: number;
  selectedId: string | null;
  onSelect: (vehicleId: string) => void;
  filter: RowFilter;
  onFilterChange: (filter: RowFilter) => void;
  sort: RowSort;
  onSortChange: (sort: RowSort) => void;
  listOpen: boolean;
  onListOpenChange: (open: boolean) => void;
  alarmsHref?: (vehicleId: string) => string;
  basemap: BasemapScheme;
  /** Wall mode: large type, no list controls. */
  wall?: boolean;
}

/** The map filling the space, and beside it the dense vehicle list, which can be hidden. */
export function DashboardWorkspace(props: DashboardWorkspaceProps) {
  const { listOpen, wall = false } = props;
  return (
    <div className={classes.workspace} data-list-open={listOpen} data-wall={wall}>
      <section className={classes.mapPane} aria-label="Map">
        <MapBoundary
          height="100%"
          fallbackHint="The list of vehicles shows where each is and how it is doing."
        >
          <FleetMap
            vehicles={props.vehicles}
            stops={props.stops}
            now={props.now}
            selectedId={props.selectedId}
            onSelect={props.onSelect}
            height="100%"
            basemap={props.basemap}
          />
        </MapBoundary>
        {!listOpen && (
          <Button
            className={classes.showList}
            size="xs"
            variant="default"
            leftSection={<IconLayoutSidebarRightExpand size={16} aria-hidden />}
            onClick={() => props.onListOpenChange(true)}
            data-testid="show-list"
          >
            Show the list ({props.rows.length})
          </Button>
        )}
      </section>
      {listOpen && (
        <section className={classes.listPane} aria-labelledby="fleet-list-heading">
          <h2 id="fleet-list-heading" className={classes.paneHeading}>
            Vehicles
          </h2>
          {!wall && (
            <ListToolbar
              filter={props.filter}
              onFilterChange={props.onFilterChange}
              counts={props.counts}
              sort={props.sort}
              onSortChange={props.onSortChange}
              onHide={() => props.onListOpenChange(false)}
            />
          )}
          <div className={classes.listScroller}>
            <VehicleList
              rows={props.rows}
              total={props.counts.all}
              filter={props.filter}
              loading={props.loading}
              now={props.now}
              selectedId={props.selectedId}
              onSelect={props.onSelect}
              alarmsHref={props.alarmsHref}
              wall={wall}
            />
          </div>
        </section>
      )}
    </div>
  );
}
