/** The card provider's hosted fields (its frame on the payment page), and the test cards of README.md. */
import type { Page } from "@playwright/test";

export const goodCard = "4111111111111111";
export const declinedCard = "4000000000000002";
export const challengeCard = "4000002760003184";

export async function typeCard(page: Page, number: string) {
  const frame = page.frameLocator("iframe[title^='Card details']");
  await frame.getByLabel("Card number").fill(number);
  await frame.getByLabel("Expiry date (MM/YY)").fill("03/30");
  await frame.getByLabel("Security code").fill("737");
}
