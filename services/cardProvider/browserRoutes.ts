/**
 * What browsers reach on the provider's origin: the hosted fields (framed by the app), their tokenize call, and the
 * 3-D Secure challenge page and its form. Posts are taken only from the provider's own pages (their `Origin`).
 */
import { z } from "zod";
import type { IncomingHttpHeaders } from "node:http";
import { badRequest } from "../http/HttpError";
import { parseJsonBody } from "../http/parseJsonBody";
import { jsonReply, type Reply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { pageLanguage } from "./cardProviderTexts";
import { cardNumberValid, detectBrand, expiryProblem, issuerCountryOf, normaliseNumber, parseExpiry, securityCodeValid, testOutcomeOf } from "./cardRules";
import { hostedFieldsPage } from "./hostedFieldsPage";
import { plainReply } from "./pageParts";
import { answerChallenge } from "./paymentFlow";
import { headerValue, providerError, type ProviderContext } from "./providerContext";
import { challengePage, unavailablePage } from "./threedsPage";

function fromOwnPage(context: ProviderContext, headers: IncomingHttpHeaders): boolean {
  const origin = headerValue(headers, "origin");
  return origin !== undefined && context.ownOrigins.has(origin);
}

const digitsOrNumber = z.union([z.string().max(4), z.number().int().min(0).max(9999)]).transform(String);
const tokenizeBody = z.object({ number: z.string().max(40), expiryMonth: digitsOrNumber, expiryYear: digitsOrNumber, cvc: z.string().max(8) });

/**
 * `POST /checkoutshopper/tokenize`: checks the card again (the page's checks are the browser's) and keeps only what
 * may be kept. The body is never logged, nor echoed in an error.
 */
async function tokenize(context: ProviderContext, request: RouteRequest): Promise<Reply> {
  if (!fromOwnPage(context, request.headers)) throw providerError(403, "forbidden-origin", "Cards are tokenized from the provider's own page only.");
  const parsed = tokenizeBody.safeParse(parseJsonBody(await request.readBody(4096)));
  if (!parsed.success) throw badRequest("invalid-request", "Expected { number, expiryMonth, expiryYear, cvc } as strings.");
  const number = normaliseNumber(parsed.data.number);
  if (number === undefined || !cardNumberValid(number)) throw badRequest("invalid-number", "The card number is not valid.");
  const expiry = parseExpiry(parsed.data.expiryMonth, parsed.data.expiryYear);
  if (expiry === undefined) throw badRequest("invalid-expiry", "The expiry date is not valid.");
  const now = context.now();
  const problem = expiryProblem(expiry, now);
  if (problem !== undefined) throw badRequest(problem, problem === "expired-card" ? "The card has expired." : "The expiry date is not valid.");
  const brand = detectBrand(number);
  if (!securityCodeValid(parsed.data.cvc.trim(), brand)) throw badRequest("invalid-cvc", "The security code is not valid.");
  const card = {
    brand: brand ?? "card",
    last4: number.slice(-4),
    bin: number.slice(0, 6),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    issuerCountry: issuerCountryOf(number),
    testOutcome: testOutcomeOf(number),
  };
  const token = context.tokens.issue(card, now);
  const expiryMonth = String(expiry.month).padStart(2, "0");
  return jsonReply({ token, brand: card.brand, last4: card.last4, expiryMonth, expiryYear: String(expiry.year), bin: card.bin, issuerCountry: card.issuerCountry });
}

const challengeForm = z.object({
  ref: z.string().min(1).max(200),
  lang: z.string().optional(),
  code: z.string().max(20).default(""),
  action: z.enum(["confirm", "cancel"]).default("confirm"),
});

function showChallenge(context: ProviderContext, request: RouteRequest): Reply {
  const lang = pageLanguage(request.query.get("lang"), request.headers);
  const texts = context.texts[lang].threeds;
  const ref = request.query.get("ref");
  const payment = ref === null ? undefined : context.payments.byChallengeRef(ref);
  if (ref === null || payment === undefined || payment.result_code !== "RedirectShopper") return unavailablePage(lang, texts);
  return challengePage({ ref, lang, texts, amount: { value: payment.amount_value, currency: payment.currency }, returnUrl: payment.return_url });
}

async function postChallenge(context: ProviderContext, request: RouteRequest): Promise<Reply> {
  if (!fromOwnPage(context, request.headers)) return plainReply(403, "The answer must come from the provider's own page.");
  const form = challengeForm.safeParse(Object.fromEntries(new URLSearchParams(await request.readBody(8 * 1024))));
  if (!form.success) return plainReply(400, "The form is not as expected.");
  const lang = pageLanguage(form.data.lang ?? null, request.headers);
  const texts = context.texts[lang].threeds;
  const outcome = answerChallenge(context, form.data.ref, { action: form.data.action, code: form.data.code });
  if (outcome.kind === "unavailable") return unavailablePage(lang, texts);
  if (outcome.kind === "again") {
    const { payment } = outcome;
    return challengePage({ ref: form.data.ref, lang, texts, amount: { value: payment.amount_value, currency: payment.currency }, returnUrl: payment.return_url, wrongAnswer: true });
  }
  return { status: 303, headers: { Location: outcome.location, "Cache-Control": "no-store", "Referrer-Policy": "same-origin" }, body: "" };
}

export function createBrowserRoutes(context: ProviderContext): Route[] {
  return [
    {
      method: "GET",
      pattern: "/checkoutshopper/hosted-fields",
      handler: (request) => {
        const lang = pageLanguage(request.query.get("lang"), request.headers);
        return hostedFieldsPage({ parent: request.query.get("parent"), lang, allowedParents: context.allowedParents, texts: context.texts[lang].hostedFields });
      },
    },
    { method: "POST", pattern: "/checkoutshopper/tokenize", handler: (request) => tokenize(context, request) },
    { method: "GET", pattern: "/checkoutshopper/threeds", handler: (request) => showChallenge(context, request) },
    { method: "POST", pattern: "/checkoutshopper/threeds", handler: (request) => postChallenge(context, request) },
  ];
}
