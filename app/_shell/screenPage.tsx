/**
 * What the home and landing routes share: load the screen for this request, render it, or show the 404
 * page or the safe error state. Routes stay thin and only say which screen.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getServices } from "@/adapters";
import { ErrorState } from "@/components/error-state/ErrorState";
import type { Locale } from "@/domain/types";
import { ScreenData } from "@/renderer/data/ScreenData";
import { createUiContext, resolveText } from "@/renderer/i18n/uiContext";
import { translator } from "@/renderer/i18n/serverI18n";
import { ScreenLoader } from "@/renderer/loadScreen";
import { ScreenView } from "@/renderer/render/ScreenView";
import { visibleScreen } from "@/renderer/visibleWhen";
import { requestContext } from "./requestContext";

let loader: ScreenLoader | undefined;
function screenLoader(): ScreenLoader {
  loader ??= new ScreenLoader(getServices().appgrid);
  return loader;
}

const loadForRequest = cache(async (locale: Locale, screenId: string) => {
  const request = await requestContext(locale, screenId);
  return { request, load: await screenLoader().load(screenId, request.call) };
});

export async function screenMetadata(locale: Locale, screenId: string): Promise<Metadata> {
  const { load } = await loadForRequest(locale, screenId);
  const common = translator(locale, "common");
  if (load.kind !== "ok") return { title: common("app.name") };
  const title = resolveText(load.screen.title, locale, translator(locale, "screens"));
  const description = load.screen.description
    ? resolveText(load.screen.description, locale, translator(locale, "screens"))
    : common("app.tagline");
  return { title: `${title} | ${common("app.name")}`, description };
}

export async function ScreenPage({ locale, screenId }: { locale: Locale; screenId: string }) {
  const { request, load } = await loadForRequest(locale, screenId);
  if (load.kind === "not-found") notFound();
  if (load.kind !== "ok") {
    const t = translator(locale, "common");
    return (
      <ErrorState
        code={503}
        title={t("503_error_title")}
        description={t("503_error_description")}
        action={{ kind: "retry", label: t("error.retry") }}
      />
    );
  }
  const services = getServices();
  const screen = visibleScreen(load.screen, request.ctx);
  const data = new ScreenData(services.content, request.call);
  data.prefetch(screen.blocks);
  const ui = createUiContext(locale, services.config.imagesBaseURL);
  return <ScreenView screen={screen} env={{ ctx: request.ctx, ui, data, pointers: load.pointers }} />;
}
