// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { loadCardProviderTexts } from "./cardProviderTexts";
import { hostedFieldsPage } from "./hostedFieldsPage";

const parent = "http://localhost:3000";
const texts = loadCardProviderTexts().en.hostedFields;
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");

let sent: { message: Record<string, unknown>; target: unknown }[];
let fetchCalls: { url: unknown; init: RequestInit | undefined }[];
let fetchReply: { status: number; body: unknown };

/** Loads the page's form into the document and runs its script, as the browser would in the frame. */
function loadPage(): void {
  const html = hostedFieldsPage({ parent, lang: "en", allowedParents: new Set([parent]), texts }).body;
  const form = /<form[\s\S]*<\/form>/.exec(html)?.[0] ?? "";
  const script = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
  document.body.innerHTML = form;
  new Function(script)();
}

const input = (id: string): HTMLInputElement => {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement)) throw new Error(`no input ${id}`);
  return element;
};

function type(id: string, value: string): void {
  input(id).value = value;
  input(id).dispatchEvent(new Event("input", { bubbles: true }));
}

function leave(id: string): void {
  input(id).dispatchEvent(new Event("blur"));
}

function fromParent(data: unknown, origin = parent): void {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source: window }));
}

const types = (): unknown[] => sent.map((entry) => entry.message.type);

beforeEach(() => {
  sent = [];
  fetchCalls = [];
  fetchReply = { status: 200, body: { token: "tok", brand: "visa", last4: "1111", expiryMonth: "03", expiryYear: `20${nextYear}`, bin: "411111", issuerCountry: "JO" } };
  vi.spyOn(window, "postMessage").mockImplementation((message: unknown, target?: unknown) => {
    sent.push({ message: Object.assign({}, message), target });
  });
  vi.stubGlobal("fetch", (url: unknown, init?: RequestInit) => {
    fetchCalls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(fetchReply.body), { status: fetchReply.status }));
  });
  loadPage();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the hosted fields' script", () => {
  test("says ready, then its validity, to the parent's origin only", () => {
    expect(types().slice(0, 2)).toEqual(["ready", "validity"]);
    for (const entry of sent) {
      expect(entry.target).toBe(parent);
      expect(entry.message.source).toBe("shasha-card-provider");
    }
    expect(sent[1]?.message).toMatchObject({ valid: false, brand: null });
  });

  test("reports validity and brand on every change", () => {
    type("number", "3700 0000 0000 002");
    expect(sent.at(-1)?.message).toMatchObject({ type: "validity", valid: false, brand: "amex" });
    type("expiry", `03/${nextYear}`);
    type("cvc", "7373");
    expect(sent.filter((entry) => entry.message.type === "validity").at(-1)?.message).toMatchObject({ valid: true, brand: "amex" });
    type("cvc", "737");
    expect(sent.filter((entry) => entry.message.type === "validity").at(-1)?.message).toMatchObject({ valid: false });
  });

  test("a field shows its error once left: aria-invalid and the error tied by aria-describedby", () => {
    type("number", "4111 1111 1111 1112");
    expect(input("number").getAttribute("aria-invalid")).toBeNull();
    leave("number");
    expect(input("number").getAttribute("aria-invalid")).toBe("true");
    expect(input("number").getAttribute("aria-describedby")).toBe("number-error");
    const error = document.getElementById("number-error");
    expect(error?.hidden).toBe(false);
    expect(error?.textContent).toBe(texts.numberInvalid);
    type("number", "4111 1111 1111 1111");
    expect(input("number").getAttribute("aria-invalid")).toBeNull();
    expect(error?.hidden).toBe(true);
    type("expiry", "13/30");
    leave("expiry");
    expect(document.getElementById("expiry-error")?.textContent).toBe(texts.expiryInvalid);
    type("expiry", "01/20");
    expect(document.getElementById("expiry-error")?.textContent).toBe(texts.expiryPast);
  });

  test("tokenize when invalid: shows every error, focuses the first invalid field, says invalid", () => {
    type("number", "4111111111111111");
    fromParent({ source: "shasha-card-app", type: "tokenize" });
    expect(types().at(-1)).toBe("invalid");
    expect(document.activeElement).toBe(input("expiry"));
    expect(input("expiry").getAttribute("aria-invalid")).toBe("true");
    expect(input("cvc").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("cvc-error")?.textContent).toBe(texts.cvcRequired);
    expect(fetchCalls).toHaveLength(0);
  });

  test("tokenize when valid: posts the card to its own origin and hands the parent the token only", async () => {
    type("number", "4111 1111 1111 1111");
    type("expiry", `03/${nextYear}`);
    type("cvc", "737");
    fromParent({ source: "shasha-card-app", type: "tokenize" });
    await vi.waitFor(() => expect(types()).toContain("tokenized"));
    expect(fetchCalls).toHaveLength(1);
    expect(fetchCalls[0]?.url).toBe("/checkoutshopper/tokenize");
    expect(JSON.parse(String(fetchCalls[0]?.init?.body))).toEqual({ number: "4111111111111111", expiryMonth: "03", expiryYear: `20${nextYear}`, cvc: "737" });
    const tokenized = sent.find((entry) => entry.message.type === "tokenized");
    expect(tokenized?.message).toEqual({ source: "shasha-card-provider", type: "tokenized", token: "tok", brand: "visa", last4: "1111", expiryMonth: "03", expiryYear: `20${nextYear}` });
    expect(JSON.stringify(sent)).not.toContain("4111111111111111");
    expect(JSON.stringify(sent)).not.toContain("737\"");
  });

  test("a refused tokenization is an error with its code", async () => {
    fetchReply = { status: 400, body: { status: 400, errorCode: "invalid-number", message: "x", errorType: "validation" } };
    type("number", "4111 1111 1111 1111");
    type("expiry", `03/${nextYear}`);
    type("cvc", "737");
    fromParent({ source: "shasha-card-app", type: "tokenize" });
    await vi.waitFor(() => expect(types()).toContain("error"));
    expect(sent.find((entry) => entry.message.type === "error")?.message).toMatchObject({ code: "invalid-number" });
  });

  test("ignores messages from any other origin or without the app's source", () => {
    type("number", "4111 1111 1111 1111");
    const before = sent.length;
    fromParent({ source: "shasha-card-app", type: "clear" }, "http://evil.test");
    fromParent({ type: "clear" });
    fromParent("clear");
    expect(input("number").value).toBe("4111 1111 1111 1111");
    expect(sent.length).toBe(before);
  });

  test("clear empties the three fields and their errors", () => {
    type("number", "4111");
    leave("number");
    type("expiry", "03/30");
    type("cvc", "737");
    fromParent({ source: "shasha-card-app", type: "clear" });
    expect([input("number").value, input("expiry").value, input("cvc").value]).toEqual(["", "", ""]);
    expect(input("number").getAttribute("aria-invalid")).toBeNull();
    expect(sent.at(-1)?.message.type === "validity" || sent.at(-1)?.message.type === "resize").toBe(true);
  });
});
