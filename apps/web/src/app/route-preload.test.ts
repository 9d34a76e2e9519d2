import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { preloadScreen } from './route-preload.ts';

const screen = () => Promise.resolve({ Component: () => null });

describe('preloadScreen', () => {
  it('loads the code of the screens on the path, and of no other', () => {
    const shuttle = vi.fn(screen);
    const admin = vi.fn(screen);
    const shell = vi.fn(screen);
    const routes: RouteObject[] = [
      {
        lazy: shell,
        children: [
          { path: '/shuttle', lazy: shuttle },
          { path: '/admin/vehicle', lazy: admin },
        ],
      },
    ];
    preloadScreen(routes, '/shuttle');
    expect(shuttle).toHaveBeenCalledOnce();
    expect(shell).toHaveBeenCalledOnce();
    expect(admin).not.toHaveBeenCalled();
  });

  it('does nothing on a path no route matches, and swallows a failed download', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const routes: RouteObject[] = [{ path: '/about', lazy: failing }];
    preloadScreen(routes, '/nowhere');
    expect(failing).not.toHaveBeenCalled();
    preloadScreen(routes, '/about');
    await Promise.resolve();
    expect(failing).toHaveBeenCalledOnce();
  });
});
