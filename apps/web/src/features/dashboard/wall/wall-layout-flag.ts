/**
 * While a screen shows itself without the console's chrome (the wall display of the service
 * dashboard), `<html data-layout="wall">` says so: the shell and style sheets may read it. The
 * app's root is made inert meanwhile, so the keyboard stays on the screen drawn over it.
 */
export const WALL_LAYOUT = 'wall';

export function setWallLayout(on: boolean, root: HTMLElement | null = appRoot()): void {
  const html = document.documentElement;
  if (on) html.dataset['layout'] = WALL_LAYOUT;
  else if (html.dataset['layout'] === WALL_LAYOUT) delete html.dataset['layout'];
  if (root !== null) root.inert = on;
}

export const isWallLayout = (): boolean =>
  document.documentElement.dataset['layout'] === WALL_LAYOUT;

const appRoot = (): HTMLElement | null => document.getElementById('root');
