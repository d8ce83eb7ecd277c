/**
 * The hosted fields' page script, run in the browser inside the parent's frame (plain ES2017, no modules, no
 * dependencies). It applies the rules of cardRules.ts (Luhn, brand, lengths, expiry not before this month), marks a
 * field invalid once it was left (or on a tokenize request) and talks to the parent by `postMessage(message, parent)`
 * only, accepting messages only from that origin. Messages out (`source: "shasha-card-provider"`): `ready`,
 * `validity { valid, brand }` on every change, `resize { height }`, and after a tokenize request `invalid`,
 * `tokenized { token, brand, last4, expiryMonth, expiryYear }` or `error { code }`. Messages in (`source:
 * "shasha-card-app"`): `tokenize`, `clear`.
 */
import { scriptJson } from "./pageParts";
import type { CardProviderTexts } from "./cardProviderTexts";

export interface HostedFieldsConfig {
  /** The parent's origin, the only one messages go to and come from. */
  parent: string;
  texts: CardProviderTexts["hostedFields"];
}

const body = String.raw`(function (config) {
  "use strict";
  var parent = config.parent, texts = config.texts;
  var order = ["number", "expiry", "cvc"];
  var fields = {}, touched = {}, busy = false, lastHeight = -1;
  order.forEach(function (name) { fields[name] = document.getElementById(name); touched[name] = false; });
  function send(message) { message.source = "shasha-card-provider"; window.parent.postMessage(message, parent); }
  function digits(value) { return value.replace(/[\s-]/g, ""); }
  function luhn(number) {
    var sum = 0, double = false;
    for (var i = number.length - 1; i >= 0; i -= 1) {
      var digit = number.charCodeAt(i) - 48;
      if (double) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit; double = !double;
    }
    return sum % 10 === 0;
  }
  function brandOf(number) {
    if (/^3[47]/.test(number)) return "amex";
    if (/^5[1-5]/.test(number)) return "mastercard";
    var four = Number(number.slice(0, 4));
    if (/^2\d{3}/.test(number) && four >= 2221 && four <= 2720) return "mastercard";
    if (/^4/.test(number)) return "visa";
    return null;
  }
  function parseExpiry(value) {
    var match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(value);
    return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
  }
  function numberError(value) {
    var number = digits(value);
    if (number === "") return texts.numberRequired;
    if (!/^\d+$/.test(number) || number.length !== (brandOf(number) === "amex" ? 15 : 16) || !luhn(number)) return texts.numberInvalid;
    return null;
  }
  function expiryError(value) {
    if (value.trim() === "") return texts.expiryRequired;
    var expiry = parseExpiry(value), now = new Date(), year = now.getFullYear(), month = now.getMonth() + 1;
    if (!expiry || expiry.month < 1 || expiry.month > 12 || expiry.year > year + 20) return texts.expiryInvalid;
    if (expiry.year < year || (expiry.year === year && expiry.month < month)) return texts.expiryPast;
    return null;
  }
  function cvcError(value) {
    var four = brandOf(digits(fields.number.value)) === "amex";
    if (value.trim() === "") return texts.cvcRequired;
    if (!(four ? /^\d{4}$/ : /^\d{3}$/).test(value.trim())) return four ? texts.cvcInvalidFour : texts.cvcInvalidThree;
    return null;
  }
  var checks = { number: numberError, expiry: expiryError, cvc: cvcError };
  function errorOf(name) { return checks[name](fields[name].value); }
  function show(name) {
    var input = fields[name], box = document.getElementById(name + "-error");
    var message = touched[name] ? errorOf(name) : null;
    if (message) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", name + "-error");
      box.textContent = message;
      box.hidden = false;
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
      box.textContent = "";
      box.hidden = true;
    }
  }
  function firstInvalid() { return order.filter(function (name) { return errorOf(name) !== null; })[0]; }
  function reportValidity() { send({ type: "validity", valid: firstInvalid() === undefined, brand: brandOf(digits(fields.number.value)) }); }
  function reportSize() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== lastHeight) { lastHeight = height; send({ type: "resize", height: height }); }
  }
  function pad(month) { return (month < 10 ? "0" : "") + month; }
  function finish(message) { busy = false; send(message); }
  function tokenize() {
    if (busy) return;
    order.forEach(function (name) { touched[name] = true; show(name); });
    reportSize();
    var invalid = firstInvalid();
    if (invalid) { fields[invalid].focus(); send({ type: "invalid" }); return; }
    var expiry = parseExpiry(fields.expiry.value);
    busy = true;
    fetch("/checkoutshopper/tokenize", {
      method: "POST", credentials: "omit", referrerPolicy: "same-origin", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ number: digits(fields.number.value), expiryMonth: pad(expiry.month), expiryYear: String(expiry.year), cvc: fields.cvc.value.trim() })
    }).then(function (response) {
      return response.json().then(function (reply) {
        if (response.ok) finish({ type: "tokenized", token: reply.token, brand: reply.brand, last4: reply.last4, expiryMonth: reply.expiryMonth, expiryYear: reply.expiryYear });
        else finish({ type: "error", code: reply && typeof reply.errorCode === "string" ? reply.errorCode : "tokenize-failed" });
      });
    }).catch(function () { finish({ type: "error", code: "network-error" }); });
  }
  function clear() {
    order.forEach(function (name) { fields[name].value = ""; touched[name] = false; show(name); });
    reportValidity();
    reportSize();
  }
  order.forEach(function (name) {
    fields[name].addEventListener("input", function () {
      show(name);
      if (name === "number") show("cvc");
      reportValidity();
      reportSize();
    });
    fields[name].addEventListener("blur", function () { touched[name] = true; show(name); reportSize(); });
  });
  document.getElementById("card").addEventListener("submit", function (event) { event.preventDefault(); });
  window.addEventListener("message", function (event) {
    if (event.origin !== parent || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== "object" || data.source !== "shasha-card-app") return;
    if (data.type === "tokenize") tokenize();
    else if (data.type === "clear") clear();
  });
  if (typeof ResizeObserver === "function") new ResizeObserver(reportSize).observe(document.documentElement);
  send({ type: "ready" });
  reportValidity();
  reportSize();
})`;

/** The page script with its settings (the parent origin, the texts in the page's language). */
export function hostedFieldsScript(config: HostedFieldsConfig): string {
  return `${body}(${scriptJson(config)});`;
}
