import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetPaths, registerShuttleServiceWorker } from './service-worker.ts';

const entry = (path: string) =>
  ({ name: new URL(path, window.location.href).href }) as PerformanceEntry;

function fakeContainer() {
  const posted: unknown[] = [];
  const worker = { postMessage: (message: unknown) => posted.push(message) };
  const register = vi.fn(() => Promise.resolve({}));
  const container = {
    register,
    ready: Promise.resolve({ active: worker }),
  } as unknown as ServiceWorkerContainer;
  return { container, posted, register };
}

describe('the public page service worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps only this origin’s built assets, each once', () => {
    expect(
      assetPaths([
        entry('/assets/a.js'),
        entry('/assets/a.js'),
        entry('/public/v1/site'),
        { name: 'https://tiles.example.org/assets/x.png' } as PerformanceEntry,
      ]),
    ).toEqual(['/assets/a.js']);
  });

  it('registers only once the page is ready, and tells each loaded asset once', async () => {
    let observe: ((list: { getEntries: () => PerformanceEntry[] }) => void) | undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: typeof observe) {
          observe = callback;
        }
        observe() {}
      },
    );
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      entry('/assets/index.js'),
      entry('/assets/page.js'),
    ]);
    const { container, posted, register } = fakeContainer();
    let loaded!: () => void;
    const pageLoaded = new Promise<void>((resolve) => (loaded = resolve));

    const started = registerShuttleServiceWorker(container, () => pageLoaded);
    await Promise.resolve();
    expect(register, 'nothing happens before the page has loaded').not.toHaveBeenCalled();
    loaded();
    await started;

    expect(register).toHaveBeenCalledWith('/shuttle-sw.js', { scope: '/shuttle' });
    expect(posted).toEqual([
      { type: 'cache-assets', urls: ['/assets/index.js', '/assets/page.js'] },
    ]);
    // The map's chunk arrives later: only it is told, and an asset seen again is not.
    observe?.({ getEntries: () => [entry('/assets/page.js'), entry('/assets/map.js')] });
    observe?.({ getEntries: () => [entry('/assets/map.js')] });
    expect(posted).toEqual([
      { type: 'cache-assets', urls: ['/assets/index.js', '/assets/page.js'] },
      { type: 'cache-assets', urls: ['/assets/map.js'] },
    ]);
  });

  it('does nothing without service workers', async () => {
    await expect(registerShuttleServiceWorker(undefined, async () => {})).resolves.toBeUndefined();
  });
});
