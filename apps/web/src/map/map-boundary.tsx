import { Alert, Center, Loader, Text } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';

interface MapBoundaryProps {
  height: number | string;
  /** What to do instead when the map cannot be shown (no WebGL). */
  fallbackHint: string;
  children: ReactNode;
}

interface MapBoundaryState {
  failed: boolean;
  mounted: boolean;
}

/**
 * Around a lazily loaded map: a loading state while MapLibre downloads, and a note instead of a
 * broken screen when the browser cannot draw the map.
 */
export class MapBoundary extends Component<MapBoundaryProps, MapBoundaryState> {
  override state: MapBoundaryState = { failed: false, mounted: false };

  static getDerivedStateFromError(): Partial<MapBoundaryState> {
    return { failed: true };
  }

  override componentDidMount() {
    this.setState({ mounted: true });
  }

  override render() {
    const { height, fallbackHint, children } = this.props;
    if (this.state.failed) {
      return (
        <Alert color="orange" icon={<IconMapOff aria-hidden />} title="The map cannot be shown">
          {fallbackHint}
        </Alert>
      );
    }
    const loading = (
      <Center h={height} role="status">
        <Loader size="sm" aria-hidden />
        <Text ml="sm" size="sm">
          Loading the map…
        </Text>
      </Center>
    );
    // The map is drawn in the browser only: a page rendered ahead of time (the public page's
    // HTML) holds the loading state, and the browser's first render matches it.
    if (!this.state.mounted) return loading;
    return <Suspense fallback={loading}>{children}</Suspense>;
  }
}
