import type { OtpFieldBlock } from "@/screens-schema/generated/types";
import { fieldText } from "../form/fieldText";
import { OtpInput } from "../form/OtpInput";
import { otpResendTextKeys, textsFor } from "../i18n/serverTexts";
import type { BlockViewProps } from "../ui-context";

/** A one-time code field: N digit cells, a countdown (120 s by default, spec section 9) and a resend button. */
export function OtpFieldView({ block, rootProps, ui }: BlockViewProps<OtpFieldBlock>) {
  return (
    <OtpInput
      {...fieldText(block, ui, rootProps)}
      locale={ui.locale}
      texts={textsFor(ui.locale, otpResendTextKeys)}
      dir={ui.dir}
      length={block.length ?? 6}
      digitLabel={ui.t("form.otp.digit", { index: "{{index}}", count: "{{count}}" })}
      timeoutSeconds={block.timeoutSeconds ?? 120}
      resend={block.resend ?? true}
      phoneName={block.phoneName ?? "phone"}
    />
  );
}
