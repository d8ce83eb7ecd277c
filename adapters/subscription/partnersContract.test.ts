/**
 * The partners adapter against the local suite (its subscription service and the partner TV providers' stand-in on its
 * own listener): the wire contract of docs/partner-login.md, end to end, the browser's part played by signInAt.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { codeOf, signInAt } from "@/services/partnerProvider/partnerProviderTestKit";
import { seedPassword } from "@/services/seed/seedUsers";
import { startTestServices, type TestServices } from "@/services/testing/startTestServices";
import { signIn } from "@/services/user/testClient";
import { PartnersClient } from "./partnersClient";
import { cardPaymentRefusal, SubscriptionClient } from "./subscriptionClient";

let services: TestServices;
let partners: PartnersClient;
let subscription: SubscriptionClient;
const redirectUri = "http://localhost:3000/api/partners/callback";
beforeAll(async () => {
  services = await startTestServices();
  const baseURL = `${services.url}/subscription`;
  partners = new PartnersClient({ baseURL });
  subscription = new SubscriptionClient({ baseURL });
});
afterAll(() => services.close());

describe("partners through the adapter", () => {
  test("the list in the page's language, the TV providers first with their sign-in, each partner with its deals running here", async () => {
    const list = await partners.partners({ locale: "fr", country: "JO" });
    expect(list.filter((partner) => partner.signIn).map((partner) => [partner.id, partner.kind, partner.name])).toEqual([
      ["dish", "TV", "Dish"],
      ["sling", "TV", "Sling"],
    ]);
    const nomad = list.find((partner) => partner.id === "nomad-telecom");
    expect(nomad?.name).toBe("Nomad Télécom");
    expect(nomad?.deals.map((deal) => deal.dealParam)).toEqual(["nomad-vip-voucher", "nomad-customers"]);
    // The Jordanian voucher deal is not offered in Egypt.
    const inEgypt = (await partners.partners({ locale: "en", country: "EG" })).find((partner) => partner.id === "nomad-telecom");
    expect(inEgypt?.deals.map((deal) => deal.dealParam)).toEqual(["nomad-customers"]);
  });

  test("a Sling customer's sign-in subscribes the account on the provider's word; the code cannot be used twice", async () => {
    const ctx = { locale: "en" as const, country: "JO" };
    const token = (await signIn(services, "registered@shasha.test", seedPassword)).token;
    const { authorizeUrl, state } = await partners.authorize("sling", redirectUri, token, ctx);
    const { code, state: returned } = codeOf(await signInAt(authorizeUrl, "SLING-2001", "sling-2001-pass"));
    expect(returned).toBe(state);
    expect(await partners.link("sling", code, state, token, ctx)).toMatchObject({ partner: "sling", productId: "shasha-vip", paymentMethodName: "sling" });
    expect((await subscription.subscriptionData(token, ctx)).active?.paymentMethod).toEqual({ type: "PARTNER", name: "sling" });
    const again = await partners.link("sling", code, state, token, ctx).catch((error: unknown) => cardPaymentRefusal(error));
    expect(again).toMatchObject({ status: 400, code: "PARTNER_FLOW_UNKNOWN" });
  });
});
