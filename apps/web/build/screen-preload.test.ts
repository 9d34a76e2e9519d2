import { afterEach, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { chunkClosure, preloadScript } from './screen-preload.ts';

const chunk = (fileName: string, imports: string[]) =>
  ({ type: 'chunk', fileName, imports }) as unknown as Rolldown.OutputChunk;

describe('chunkClosure', () => {
  it('follows static imports transitively, once each', () => {
    const bundle = {
      'a.js': chunk('a.js', ['b.js', 'c.js']),
      'b.js': chunk('b.js', ['c.js']),
      'c.js': chunk('c.js', ['a.js']),
      'd.js': chunk('d.js', []),
    } as unknown as Rolldown.OutputBundle;
    expect(chunkClosure(bundle, 'a.js').sort()).toEqual(['a.js', 'b.js', 'c.js']);
  });
});

describe('preloadScript', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  const run = (path: string) => {
    window.history.replaceState(null, '', path);
    // As the browser runs the inline script of index.html.
    window.eval(preloadScript('/shuttle', ['/assets/page.js'], ['/assets/page.css']));
  };

  it("starts loading the screen's code and styles on its path", () => {
    run('/shuttle');
    const links = [...document.head.querySelectorAll('link')].map((l) => [
      l.rel,
      new URL(l.href).pathname,
    ]);
    expect(links).toEqual([
      ['modulepreload', '/assets/page.js'],
      ['stylesheet', '/assets/page.css'],
    ]);
  });

  it('does nothing on another path', () => {
    run('/admin/vehicle');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
