/**
 * /{lang}/hub/verification?code=...: the link of the confirmation email. Opening it confirms nothing (mail scanners
 * and link previewers open links too): the page says what will be confirmed and its button posts the code
 * (app/_pages/VerificationConfirm.tsx → /api/verification), then says what happened in the user's language, with a
 * way on: the app, or choosing a new password when the proof requires one. The proxy sends this page, whose URL
 * carries a code, with `Referrer-Policy: no-referrer`.
 */
import type { Metadata } from "next";
import { VerificationConfirm, type VerificationTexts } from "@/app/_pages/VerificationConfirm";
import { VerificationResult } from "@/app/_pages/VerificationResult";
import { localeParam } from "@/app/_request/localeParam";
import { localizedHref } from "@/components/ui-context";
import { translator } from "@/locales/serverI18n";

interface VerificationProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: VerificationProps): Promise<Metadata> {
  const t = translator(await localeParam(params), "common");
  return { title: `${t("account.verification.title")} | ${t("app.name")}` };
}

export default async function VerificationPage({ params, searchParams }: VerificationProps) {
  const locale = await localeParam(params);
  const { code } = await searchParams;
  const t = translator(locale, "common");
  const homeHref = localizedHref(locale, "/");
  if (typeof code !== "string" || code.trim() === "") {
    return (
      <VerificationResult
        outcome="missing"
        title={t("account.verification.title")}
        message={t("account.verification.missing")}
        continueLabel={t("account.verification.continue")}
        continueHref={homeHref}
      />
    );
  }
  const texts: VerificationTexts = {
    title: t("account.verification.title"),
    prompt: t("account.verification.prompt"),
    confirm: t("account.verification.confirm"),
    confirming: t("account.verification.confirming"),
    outcomes: {
      success: t("account.verification.success"),
      "new-password": t("account.verification.newPassword"),
      failed: t("account.verification.failed"),
      missing: t("account.verification.missing"),
      unavailable: t("account.verification.unavailable"),
    },
    continueLabel: t("account.verification.continue"),
    choosePasswordLabel: t("account.verification.choosePassword"),
  };
  return <VerificationConfirm locale={locale} code={code} texts={texts} homeHref={homeHref} />;
}
