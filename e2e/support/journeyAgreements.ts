// Choosing agreements in the journey, for the browser tests that need a complaint on a known route.
import type { Page } from 'playwright-core';
import { generalRouteAgreement } from '../../tests/gateway/support';
import * as j from '../journeySupport';

/**
 * "Which agreements do you want to claim for?" answered with one agreement added by hand that
 * started after the FCA's redress scheme (`generalRouteAgreement`), so its complaint runs on the
 * general route (an offer, 8 weeks) whatever the sandbox credit file holds; none of the file's
 * agreements is chosen.
 */
export async function addGeneralRouteAgreement(page: Page) {
  const [year, month] = generalRouteAgreement.startDate.split('-');
  await page.getByRole('button', { name: 'Add an agreement that is not listed' }).click();
  await page.getByLabel('Lender or finance company').fill(generalRouteAgreement.lender);
  await page.getByLabel('Month').fill(String(Number(month)));
  await page.getByLabel('Year').fill(year!);
  await j.continueOn(page);
}
