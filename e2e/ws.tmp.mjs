import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
let bytes = 0, frames = 0; const byType = {}; let counting = false;
page.on('websocket', (ws) => {
  ws.on('framereceived', (f) => {
    if (!counting) return;
    const data = typeof f.payload === 'string' ? f.payload : f.payload.toString();
    bytes += data.length; frames++;
    const m = /"(on[A-Za-z]+)"/.exec(data); const k = m ? m[1] : data.slice(0, 30);
    byType[k] = (byType[k] ?? 0) + data.length;
  });
});
await page.goto('http://localhost:8091/shuttle');
await page.waitForTimeout(5000);
counting = true;
await page.waitForTimeout(60000);
console.log({ kBperMin: (bytes / 1024).toFixed(1), frames, byType: Object.fromEntries(Object.entries(byType).map(([k, v]) => [k, (v / 1024).toFixed(1)])) });
await browser.close();
