/**
 * /{lang}/hub/verification?code=...: the link of the confirmation email. Confirms the address with the user
 * service (the code is single use) and says so in the user's language, with a link on to the app.
 */
import type { Metadata } from "next";
import { getServices, UserServiceError } from "@/app/_server/services";
import { VerificationResult, type VerificationOutcome } from "@/app/_auth/VerificationResult";
import { localeParam } from "@/app/_shell/localeParam";
import { requestContext } from "@/app/_shell/requestContext";
import { localizedHref } from "@/components/ui-context";
import type { Locale } from "@/domain/types";
import { translator } from "@/renderer/i18n/serverI18n";

interface VerificationProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: VerificationProps): Promise<Metadata> {
  const t = translator(await localeParam(params), "common");
  return { title: `${t("account.verification.title")} | ${t("app.name")}` };
}

async function verify(locale: Locale, code: string | undefined): Promise<VerificationOutcome> {
  if (code === undefined || code === "") return "missing";
  const { call } = await requestContext(locale, "verification");
  try {
    await getServices().user.verifyEmail(call, code);
    return "success";
  } catch (error) {
    return error instanceof UserServiceError ? "failed" : "unavailable";
  }
}

export default async function VerificationPage({ params, searchParams }: VerificationProps) {
  const locale = await localeParam(params);
  const { code } = await searchParams;
  const outcome = await verify(locale, typeof code === "string" ? code : undefined);
  const t = translator(locale, "common");
  return (
    <VerificationResult
      outcome={outcome}
      title={t("account.verification.title")}
      message={t(`account.verification.${outcome}`)}
      continueLabel={t("account.verification.continue")}
      continueHref={localizedHref(locale, "/")}
    />
  );
}
