import { countryName, phoneCountries } from "@/domain/countries";
import type { PhoneFieldBlock } from "@/screens-schema/generated/types";
import { defaultCountry } from "../form/formSetup";
import { fieldText } from "../form/fieldText";
import { PhoneInput } from "../form/PhoneInput";
import type { BlockViewProps } from "../ui-context";

/**
 * A phone number: country (name and dial code, in the user's language; by default only countries where
 * mobile sign-in is allowed) and national number. The form gets E.164 under `name`, ISO2 under `countryName`.
 */
export function PhoneFieldView({ block, rootProps, ui }: BlockViewProps<PhoneFieldBlock>) {
  const list = phoneCountries(ui.locale, block.mobileLoginOnly ?? true);
  const wanted = block.defaultCountry ?? defaultCountry;
  // A default the list does not offer (e.g. not allowed for mobile sign-in) falls back to the first entry.
  const initial = list.some((country) => country.iso2 === wanted) ? wanted : (list[0]?.iso2 ?? defaultCountry);
  return (
    <PhoneInput
      {...fieldText(block, ui, rootProps)}
      countryName={block.countryName ?? "country"}
      countryLabel={ui.t("form.phone.country")}
      initialCountry={initial}
      countries={list.map((country) => ({
        iso2: country.iso2,
        dial: country.dialing_code,
        label: ui.t("form.phone.countryOption", { country: countryName(country, ui.locale), dial: country.dialing_code }),
      }))}
      {...(block.autocomplete ? { autocomplete: block.autocomplete } : {})}
    />
  );
}
