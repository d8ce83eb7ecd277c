// @vitest-environment jsdom
/**
 * A number typed into the server-rendered phone field before the page hydrated (a slow phone) must survive
 * hydration and be what the form sends: the national number is PhoneInput's own state, which starts empty.
 */
import { stubFormFetch } from "@/components/botCheck/testFetch";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { formTextKeys, textsFor } from "../i18n/serverTexts";
import { FormRuntime } from "./FormRuntime";
import { nationalName, PhoneInput } from "./PhoneInput";
import { SubmitButton } from "./SubmitButton";

vi.mock("./navigate", () => ({ navigateTo: vi.fn<(href: string) => void>() }));

const countries = [
  { iso2: "JO", dial: "962", label: "Jordan (+962)" },
  { iso2: "SA", dial: "966", label: "Saudi Arabia (+966)" },
];

function PhoneForm() {
  return (
    <FormRuntime
      rootProps={{ "data-block": "form", "data-block-id": "phone-request" }}
      operation="send-otp"
      screenId="test-screen"
      formId="phone-request"
      locale="en"
      dir="ltr"
      fields={[{ name: "phone", kind: "phone", rules: { required: {} } }]}
      initialValues={{ country: "JO" }}
      overrides={{}}
      labels={{ phone: "Mobile number" }}
      unavailableMessage="The service cannot be reached."
      texts={textsFor("en", formTextKeys)}
    >
      <PhoneInput
        blockId="phone"
        rootProps={{ "data-block": "phone-field", "data-block-id": "phone" }}
        name="phone"
        label="Mobile number"
        required
        countryName="country"
        countryLabel="Country"
        initialCountry="JO"
        countries={countries}
      />
      <SubmitButton rootProps={{ "data-block": "submit", "data-block-id": "send" }} label="Send code" busyLabel="Sending" />
    </FormRuntime>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

// The submit's code is loaded on demand (submitFlow.ts); load it once so the waits below measure behaviour.
beforeAll(async () => {
  await import("./submitFlow");
});

/** The server's HTML in the page, the viewer typing into it, then React taking over. */
function typeThenHydrate(type: (form: HTMLFormElement) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<PhoneForm />);
  document.body.append(container);
  const form = container.querySelector("form");
  if (!form) throw new Error("no form in the server's HTML");
  type(form);
  act(() => {
    root = hydrateRoot(container, <PhoneForm />);
  });
}

test("the national number input has a name, so it can be found again (not the field's own: that carries E.164)", () => {
  const html = renderToString(<PhoneForm />);
  expect(html).toContain(`name="${nationalName("phone")}"`);
  expect(nationalName("phone")).not.toBe("phone");
});

test("a number typed before hydration is kept in the field and sent as E.164", async () => {
  const fetchSpy = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ ok: true }), { headers: { "content-type": "application/json" } }));
  stubFormFetch(fetchSpy);
  typeThenHydrate((form) => {
    const input = form.querySelector("#phone-input");
    if (!(input instanceof HTMLInputElement)) throw new Error("no national number input");
    input.value = "079 123 4567";
  });
  const input = screen.getByLabelText("Mobile number");
  expect(input instanceof HTMLInputElement ? input.value : undefined).toBe("079 123 4567");
  fireEvent.click(screen.getByRole("button", { name: "Send code" }));
  await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
  expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({
    screenId: "test-screen",
    formId: "phone-request",
    values: { phone: "+962791234567", country: "JO" },
    botCheck: expect.any(String),
  });
  // Still shown after the re-renders the submit caused.
  expect(input instanceof HTMLInputElement ? input.value : undefined).toBe("079 123 4567");
});

test("so is a country chosen before hydration", async () => {
  const fetchSpy = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ ok: true }), { headers: { "content-type": "application/json" } }));
  stubFormFetch(fetchSpy);
  typeThenHydrate((form) => {
    const country = form.querySelector("#phone-country");
    const input = form.querySelector("#phone-input");
    if (!(country instanceof HTMLSelectElement) || !(input instanceof HTMLInputElement)) throw new Error("no phone controls");
    country.value = "SA";
    input.value = "050 123 4567";
  });
  fireEvent.click(screen.getByRole("button", { name: "Send code" }));
  await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
  expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toMatchObject({ values: { phone: "+966501234567", country: "SA" } });
});
