import { launchBrowser, newPage } from './helpers/browser';
const browser = await launchBrowser();
const { page } = await newPage(browser);
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(process.argv[2]!);
await new Promise((r) => setTimeout(r, 4000));
await page.screenshot({ path: '/tmp/kyc-explore/shot.png', fullPage: true });
await browser.close();
