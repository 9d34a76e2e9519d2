import { describe, expect, it } from 'vitest';
import { applyDeferredStyles } from './deferred-styles.ts';

function page(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML =
    '<link rel="stylesheet" href="/assets/a.css" media="print" data-deferred-style>' +
    '<link rel="stylesheet" href="/assets/b.css" media="print" data-deferred-style>' +
    '<link rel="stylesheet" href="/assets/other.css" media="print">';
  return doc;
}

describe('applyDeferredStyles', () => {
  it('switches each deferred stylesheet on once it has loaded or failed, and then resolves', async () => {
    const doc = page();
    const [a, b, other] = [...doc.querySelectorAll('link')];
    let done = false;
    const applied = applyDeferredStyles(doc).then(() => (done = true));
    a!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(a!.media).toBe('all');
    expect(done).toBe(false);
    b!.dispatchEvent(new Event('error'));
    await applied;
    expect(b!.media).toBe('all');
    expect(other!.media).toBe('print');
  });

  it('resolves at once on a page without deferred stylesheets', async () => {
    await expect(
      applyDeferredStyles(document.implementation.createHTMLDocument('x')),
    ).resolves.toBeUndefined();
  });
});
