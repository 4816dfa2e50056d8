import { chromium } from '@playwright/test';
const args = ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--disable-quic','--no-first-run'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
for (const js of [true, false]) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  page.on('console', m => console.log(js, 'console', m.type(), JSON.stringify(m.text()), m.location().url));
  page.on('pageerror', e => console.log(js, 'pageerror', e.message));
  page.on('request', r => { if (r.isNavigationRequest()) console.log(js, 'nav', r.method(), r.url(), JSON.stringify(r.headers()['accept-language'])) });
  for (const [path, headers] of [['/m/home', {}], ['/m/nope', {}], ['/nope', {}], ['/m/home', { 'CF-IPCountry': 'SG' }]]) {
    await page.setExtraHTTPHeaders(headers);
    const r = await page.goto('http://127.0.0.1:8790' + path);
    await page.waitForLoadState('networkidle');
    console.log(js, path, r.status(), await page.evaluate(() => document.documentElement.lang).catch(e => 'evalfail ' + e.message));
    console.log(js, 'hrefs', await page.locator('nav a').evaluateAll(as => as.map(a => a.getAttribute('href'))).catch(e => 'fail ' + e.message));
  }
  await ctx.close();
}
await browser.close();
