/**
 * The `form` block. A server component: it reads the layout's fields and rule messages with the renderer's
 * UiContext and hands plain data to the client runtime, which wraps the already-rendered child blocks. A form
 * with `prefill` starts from the values the renderer resolved for the signed-in viewer (`prefilled`).
 */
import { fieldBlocksOf, specOf } from "@/domain/forms/fieldSpecs";
import type { FormBlock } from "@/screens-schema/generated/types";
import { formTextKeys, textsFor } from "../i18n/serverTexts";
import type { BlockViewProps } from "../ui-context";
import { labelsOf, overridesOf, prefilledValues } from "./formSetup";
import { FormRuntime } from "./FormRuntime";

export function FormView({ block, rootProps, ui, prefilled, children }: BlockViewProps<FormBlock>) {
  const fields = fieldBlocksOf(block.children);
  return (
    <FormRuntime
      rootProps={rootProps}
      operation={block.operation}
      screenId={ui.screenId}
      formId={block.id}
      locale={ui.locale}
      dir={ui.dir}
      fields={fields.map(specOf)}
      initialValues={prefilledValues(fields, prefilled)}
      overrides={overridesOf(fields, ui)}
      labels={labelsOf(fields, ui)}
      unavailableMessage={ui.t("form.error.unavailable")}
      texts={textsFor(ui.locale, formTextKeys)}
      {...(block.successAction ? { successPath: block.successAction.to } : {})}
      {...(block.operation === "sign-up" && (block.platform === "android" || block.platform === "ios") ? { appRegisteredNotice: ui.t("form.success.backToApp") } : {})}
    >
      {children}
    </FormRuntime>
  );
}
