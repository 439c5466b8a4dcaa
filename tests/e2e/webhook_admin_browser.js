// The status page of `ward webhook serve --admin-listen` in a real browser: headless
// Chromium driven by playwright-core. Prints what it saw as one JSON object.
//   node webhook_admin_browser.js ADMIN_ADDR PUBLIC_PORT JOB_ID SECRET [SCREENSHOT]
const { chromium } = require("playwright-core");
const fs = require("fs");
const os = require("os");
const path = require("path");

const [admin, publicPort, job, secret, screenshot] = process.argv.slice(2);

const rows = (page, selector, map) => page.locator(selector).evaluateAll(map);

async function main() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "ward-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.WARD_TEST_CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const seen = { dialogs: 0, blocked: [] };
  try {
    const page = await context.newPage();
    page.on("dialog", async (dialog) => {
      seen.dialogs += 1;
      await dialog.dismiss();
    });
    page.on("console", (message) => {
      if (message.type() === "error") seen.blocked.push(message.text());
    });
    const response = await page.goto(`http://${admin}/`);
    seen.status = response.status();
    seen.csp = response.headers()["content-security-policy"];
    seen.routes = await rows(page, "#routes tbody tr", (all) =>
      all.map((row) => Array.from(row.cells).map((cell) => cell.innerText)));
    seen.deliveries = await rows(page, "#deliveries tbody tr", (all) =>
      all.map((row) => Array.from(row.cells).map((cell) => cell.innerText)));
    seen.failed = await rows(page, "#failed tbody tr", (all) => all.map((row) => row.dataset.job));
    const html = await page.content();
    seen.secret_in_page = html.includes(secret);
    seen.payload_in_page = html.includes("alert(");
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });

    // The payload, on request: escaped, shown as text, nothing of it run.
    await page.goto(`http://${admin}/jobs/${job}/payload`);
    seen.payload = await page.locator("#payload").innerText();
    seen.secret_in_payload_page = (await page.content()).includes(secret);

    // Another origin's page (the public listener's) posts the retry form, even with the
    // page's own token: refused.
    await page.goto(`http://${admin}/`);
    const token = await page.locator(`#failed tr[data-job="${job}"] input[name=csrf]`).inputValue();
    const other = await context.newPage();
    await other.goto(`http://localhost:${publicPort}/`);
    const [crossed] = await Promise.all([
      other.waitForNavigation(),
      other.evaluate(([action, token]) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = action;
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = "csrf";
        input.value = token;
        form.appendChild(input);
        document.body.appendChild(form);
        form.submit();
      }, [`http://${admin}/jobs/${job}/retry`, token]),
    ]);
    seen.cross_site_status = crossed.status();
    await page.reload();
    seen.failed_after_cross_site = await rows(page, "#failed tbody tr", (all) =>
      all.map((row) => row.dataset.job));

    // The page's own retry button.
    const [retried] = await Promise.all([
      page.waitForNavigation(),
      page.locator(`#failed tr[data-job="${job}"] button`).click(),
    ]);
    seen.retry_status = retried.status();
    seen.notice = await page.locator("#notice").innerText();
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  process.stdout.write(JSON.stringify(seen) + "\n");
}

main().catch((error) => {
  process.stderr.write(`${error.stack || error}\n`);
  process.exit(1);
});
