import { describe, expect, it } from 'vitest';
import { criticalCss, matchableSelector } from './critical-css.ts';

const markup =
  '<header class="head"><a class="brand">Shuttle Ops</a></header>' +
  '<main><h1 class="title">Track the shuttle</h1><span class="loader"></span></main>';

describe('critical CSS of a first screen', () => {
  it('reads colour-scheme conditions, states and parts as the element they style', () => {
    expect(matchableSelector('[data-mantine-color-scheme=dark] .title')).toBe(':root .title');
    expect(matchableSelector(":where([data-mantine-color-scheme='light']) .brand:hover")).toBe(
      ':root .brand',
    );
    expect(matchableSelector('.loader:after')).toBe('.loader');
    expect(matchableSelector('.brand:focus-visible::before')).toBe('.brand');
    expect(matchableSelector('input::placeholder')).toBe('input');
    expect(matchableSelector(':host([data-mantine-color-scheme=dark])')).toBeNull();
  });

  it('keeps the rules of elements on the screen, for both colour schemes, and drops the rest', () => {
    const css = [
      ':root{--x:1}',
      '[data-mantine-color-scheme=dark],:host([data-mantine-color-scheme=dark]){--bg:#000}',
      '.title{font-size:2rem}',
      ':where([data-mantine-color-scheme=dark]) .title{color:#fff}',
      '.brand:hover{color:red}',
      '.loader:after{animation:spin 1s}',
      '.table{display:table}',
      '.dialog .title{color:blue}',
      '@media (min-width:48em){.head{height:4rem}.table{width:100%}}',
      '@media print{.table{color:#000}}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
      '@font-face{font-family:Inter;src:url(/inter.woff2)}',
      '/* a comment */',
    ].join('');
    const kept = criticalCss(css, markup);
    expect(kept).toContain(':root{--x:1}');
    expect(kept).toContain('--bg:#000');
    expect(kept).toContain('.title{font-size:2rem}');
    expect(kept).toContain(':where([data-mantine-color-scheme=dark]) .title{color:#fff}');
    expect(kept).toContain('.brand:hover{color:red}');
    expect(kept).toContain('.loader:after{animation:spin 1s}');
    expect(kept).toContain('@media (min-width:48em){.head{height:4rem}}');
    expect(kept).toContain('@keyframes spin');
    expect(kept).toContain('@font-face');
    expect(kept).not.toContain('.table');
    expect(kept).not.toContain('.dialog');
    expect(kept).not.toContain('@media print');
    expect(kept).not.toContain('comment');
  });

  it('keeps a rule it cannot test rather than leave the screen unstyled', () => {
    expect(criticalCss('.title:unknown-state(1){color:red}', markup)).toContain('color:red');
  });
});
