import type { Page, TestInfo } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeWindow {
  axe: { run: (context: Document, options: object) => Promise<AxeResults> };
}

/** Runs axe-core (WCAG 2.1 A/AA and best practices) and returns serious or critical violations. */
export async function seriousViolations(page: Page, testInfo: TestInfo): Promise<Result[]> {
  // Colour contrast read in the middle of a fade-in (drawers, toasts) is not what users see.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // Evaluated through the browser's debugging protocol, which the console's CSP does not govern
  // (a script tag would be refused, rightly: the CSP allows no inline script).
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as AxeWindow).axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    }),
  );
  await testInfo.attach('axe-results.json', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  return results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** A readable list for assertion messages: rule, impact and the offending elements. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    )
    .join('\n');
}
