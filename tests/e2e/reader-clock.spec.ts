// Text that depends on the reader's clock is right on the day it is read, not the day the site was built:
// the privacy policy's "Last Updated" is today's date, the footer's copyright line the current year.
import { expect, gotoHydrated, test } from "./fixtures";

test("the privacy policy's 'Last Updated' and the copyright year follow the reader's clock", async ({ page }) => {
  // a day the build cannot have known
  await page.clock.setFixedTime(new Date(2031, 2, 5, 12, 0, 0));
  await gotoHydrated(page, "/privacy-policy");
  const updated = page.locator("[data-last-updated] time");
  await expect(updated).toHaveText("March 5, 2031");
  await expect(updated).toHaveAttribute("datetime", "2031-03-05");
  await expect(page.getByRole("contentinfo")).toContainText("© 2031 ");
});
