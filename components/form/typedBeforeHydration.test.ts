// @vitest-environment jsdom
import { expect, test } from "vitest";
import { typedBeforeHydration } from "./FormRuntime";

test("a form keeps what was typed, ticked and chosen before its code loaded; multi-control fields are left alone", () => {
  document.body.innerHTML = `<form>
    <input name="email" value="">
    <input name="password" type="password">
    <input name="newsletter" type="checkbox">
    <select name="country"><option value="JO">JO</option><option value="EG">EG</option></select>
    <input name="otp"><input name="otp">
  </form>`;
  const form = document.querySelector("form");
  if (!form) throw new Error("no form");
  const email = form.elements.namedItem("email");
  const box = form.elements.namedItem("newsletter");
  const country = form.elements.namedItem("country");
  if (!(email instanceof HTMLInputElement) || !(box instanceof HTMLInputElement) || !(country instanceof HTMLSelectElement)) throw new Error("controls");
  email.value = "viewer@shasha.test";
  box.checked = true;
  country.value = "EG";
  expect(typedBeforeHydration(form, ["email", "password", "newsletter", "country", "otp", "missing"])).toEqual({
    email: "viewer@shasha.test",
    password: "",
    newsletter: true,
    country: "EG",
  });
});
