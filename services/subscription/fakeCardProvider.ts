/**
 * A stand-in for the card provider in the subscription service's tests: a small HTTP server on 127.0.0.1 that records
 * every call and answers `POST /v1/payments` and `/v1/payments/details` as the test says (by default: authorised, the
 * same reply for the same idempotency key), and the provider's signed notifications for an order.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { signNotificationItem } from "../cardProvider/notificationSignature";

export interface ProviderCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body: unknown;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

type Responder = (call: ProviderCall) => FakeReply;

export interface NotificationFields {
  pspReference: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  success?: boolean;
  reason?: string;
  eventCode?: string;
  merchantAccountCode?: string;
  additionalData?: Record<string, string>;
}

const card = { cardSummary: "1111", expiryDate: "3/2030", paymentMethod: "visa", cardBin: "411111", issuerCountry: "JO", "recurring.recurringDetailReference": "STORED-8812" };

export async function startFakeCardProvider() {
  const calls: ProviderCall[] = [];
  const hmacKey = randomBytes(32).toString("hex");
  const byKey = new Map<string, FakeReply>();
  let counter = 0;
  const authorised: Responder = (call) => {
    const key = String(call.headers["idempotency-key"]);
    const known = byKey.get(key);
    if (known) return known;
    counter += 1;
    const reply = { status: 200, body: { pspReference: `PSP${1000 + counter}`, resultCode: "Authorised" } };
    byKey.set(key, reply);
    return reply;
  };
  const responders: Record<string, Responder> = { "/v1/payments": authorised, "/v1/payments/details": () => ({ status: 500, body: {} }) };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const call: ProviderCall = { path: request.url ?? "/", headers: request.headers, body: text === "" ? undefined : JSON.parse(text) };
      calls.push(call);
      const responder = responders[call.path];
      const reply = responder ? responder(call) : { status: 404, body: {} };
      setTimeout(() => response.writeHead(reply.status, { "Content-Type": "application/json" }).end(JSON.stringify(reply.body)), reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The fake card provider has no port.");
  const apiUrl = `http://127.0.0.1:${address.port}`;
  return {
    calls,
    config: { apiUrl, apiKey: "test-api-key", hmacKey },
    /** How one path answers from now on. */
    respond(path: "/v1/payments" | "/v1/payments/details", responder: Responder): void {
      responders[path] = responder;
    },
    /** Back to the default: authorised, one reply per idempotency key. */
    authoriseAll(): void {
      responders["/v1/payments"] = authorised;
    },
    /** A notification body for an order, signed with the key unless `signWith` says otherwise ("" leaves it unsigned). */
    notification(fields: NotificationFields, signWith: string = hmacKey) {
      const item = {
        eventCode: fields.eventCode ?? "AUTHORISATION",
        success: fields.success === false ? "false" : "true",
        pspReference: fields.pspReference,
        originalReference: "",
        merchantAccountCode: fields.merchantAccountCode ?? "ShashaWeb",
        merchantReference: fields.merchantReference,
        amount: fields.amount,
        eventDate: "2026-11-26T12:00:05.000Z",
        ...(fields.reason === undefined ? {} : { reason: fields.reason }),
      };
      const hmacSignature = signWith === "" ? undefined : signNotificationItem(item, signWith);
      const additionalData = { ...card, ...fields.additionalData, ...(hmacSignature === undefined ? {} : { hmacSignature }) };
      return { live: "false", notificationItems: [{ NotificationRequestItem: { ...item, additionalData } }] };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeCardProvider = Awaited<ReturnType<typeof startFakeCardProvider>>;
