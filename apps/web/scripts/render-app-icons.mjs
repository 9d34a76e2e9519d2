// Renders the installable app's icons (public/icons/*.png) from the SVG below with the system's
// Chromium (CHROME_PATH, default /usr/bin/chromium). Run once after changing the drawing:
//   node apps/web/scripts/render-app-icons.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BRAND = '#364fc7';
const out = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** The shuttle of favicon.svg, on a 32×32 grid. */
const SHUTTLE = `
  <rect x="6" y="9" width="20" height="13" rx="4" fill="#fff"/>
  <rect x="9" y="12" width="6" height="4" rx="1" fill="${BRAND}"/>
  <rect x="17" y="12" width="6" height="4" rx="1" fill="${BRAND}"/>
  <circle cx="11" cy="24" r="2.2" fill="#fff"/>
  <circle cx="21" cy="24" r="2.2" fill="#fff"/>`;

/** "any": a rounded tile with transparent corners. */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="${BRAND}"/>${SHUTTLE}</svg>`;

/** "maskable": full bleed, the shuttle inside the central safe circle (80 % of the width). */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BRAND}"/>
  <g transform="translate(16 16.5) scale(0.62) translate(-16 -16.5)">${SHUTTLE}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: anyIcon },
  { file: 'icon-512.png', size: 512, svg: anyIcon },
  { file: 'maskable-512.png', size: 512, svg: maskableIcon },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: `${out}${file}`, omitBackground: true });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
