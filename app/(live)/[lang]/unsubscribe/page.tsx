/**
 * /{lang}/unsubscribe?code=...: the link in the CRM team's emails (spec 2 "/unsubscribe"). No sign-in: the viewer may
 * read the email on another device, and the link's code is the whole authority (docs/user-service.md "CRM email
 * links"). Opening it changes nothing (mail scanners and link previewers open links too): the page says what will stop,
 * in general words since only the user service reads the code, and its button posts the code
 * (app/_pages/UnsubscribeConfirm.tsx → /api/crm/unsubscribe), then says what happened. The proxy sends this page,
 * whose URL carries a code, with `Referrer-Policy: no-referrer`.
 */
import type { Metadata } from "next";
import { UnsubscribeConfirm, type UnsubscribeTexts } from "@/app/_pages/UnsubscribeConfirm";
import { OutcomePanel } from "@/app/_pages/OutcomePanel";
import { emailSlot } from "@/app/_pages/UnsubscribeMessage";
import { localeParam } from "@/app/_request/localeParam";
import { localizedHref } from "@/components/ui-context";
import { translator } from "@/locales/serverI18n";

interface UnsubscribeProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: UnsubscribeProps): Promise<Metadata> {
  const t = translator(await localeParam(params), "common");
  return { title: `${t("crm.unsubscribe.title")} | ${t("app.name")}` };
}

export default async function UnsubscribePage({ params, searchParams }: UnsubscribeProps) {
  const locale = await localeParam(params);
  const { code } = await searchParams;
  const t = translator(locale, "common");
  const homeHref = localizedHref(locale, "/");
  if (typeof code !== "string" || code.trim() === "") {
    const texts = { title: t("crm.unsubscribe.title"), message: t("crm.unsubscribe.missing"), continueLabel: t("crm.unsubscribe.home") };
    return <OutcomePanel {...texts} tone="alert" continueHref={homeHref} marker={{ "data-unsubscribe": "missing" }} />;
  }
  const texts: UnsubscribeTexts = {
    title: t("crm.unsubscribe.title"),
    prompt: t("crm.unsubscribe.prompt"),
    button: t("crm.unsubscribe.button"),
    busy: t("crm.unsubscribe.busy"),
    done: {
      promotions: t("crm.unsubscribe.done.promotions", { email: emailSlot }),
      newsletter: t("crm.unsubscribe.done.newsletter", { email: emailSlot }),
      all: t("crm.unsubscribe.done.all", { email: emailSlot }),
    },
    failed: t("crm.unsubscribe.failed"),
    unavailable: t("crm.unsubscribe.unavailable"),
    settingsLabel: t("crm.unsubscribe.settings"),
    homeLabel: t("crm.unsubscribe.home"),
  };
  return <UnsubscribeConfirm locale={locale} code={code} texts={texts} settingsHref={localizedHref(locale, "/hub/settings")} homeHref={homeHref} />;
}
