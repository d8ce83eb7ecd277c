/**
 * Leaving the CRM team's emails from the email's own link (spec 2 "/unsubscribe"; docs/user-service.md "CRM email
 * links"), and, in development, the CRM email itself.
 *
 * `POST /user/crm/unsubscribe { code }` takes no session: the viewer may open the email on a device that is not signed
 * in, so the link's signed code (crmLinks.ts) is the whole authority, and all it can do is turn emails off. The account
 * comes from the code, checked against the server's own key and rows; an unknown, forged or expired code, or one whose
 * account is gone, is the same INVALID_INPUT on `code` as a bad verification link, which says nothing of whether an
 * account exists. The same code pressed again gives the same answer.
 */
import { z } from "zod";
import type { ServiceLocale } from "../db/localizedText";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply } from "../http/reply";
import { crmLinkLifeMs, crmLists, makeCrmCode, readCrmCode, type CrmList } from "./crmLinks";
import type { FaultHandler, FaultRoute } from "./faultRouter";
import { Fault, notFoundFault } from "./faults";
import { emailSchema, readJson, type UserDeps } from "./userDeps";
import type { UserChanges } from "./userStore";

const unsubscribeBody = z.strictObject({ code: z.string().trim().min(1).max(512) });
const crmEmailBody = z.strictObject({ email: emailSchema, list: z.enum(crmLists), lang: z.enum(["ar", "en", "fr"]).optional() });

const badCode = (): Fault => new Fault(400, "INVALID_INPUT", "The link is unknown or expired.", { field: "code" });

const listChanges: Record<CrmList, UserChanges> = {
  promotions: { subscribeToPromotion: false },
  newsletter: { subscribeToNewsLetter: false },
  all: { subscribeToPromotion: false, subscribeToNewsLetter: false },
};

/** `j***@example.com`: enough for the viewer to recognise the address, not enough to learn it from a link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}***${at < 0 ? "" : email.slice(at)}`;
}

const wording: Record<ServiceLocale, Record<CrmList, { subject: string; text: string }> & { stop: string }> = {
  ar: {
    promotions: { subject: "عروض جديدة على شاشة", text: "عروض هذا الشهر المختارة لك بانتظارك على شاشة." },
    newsletter: { subject: "الجديد على شاشة", text: "مسلسلات وأفلام وأحداث مباشرة جديدة هذا الأسبوع على شاشة." },
    all: { subject: "أخبار وعروض من شاشة", text: "الجديد والعروض المختارة لك هذا الأسبوع على شاشة." },
    stop: "تصلك هذه الرسالة لأنك طلبت رسائل من شاشة. لإيقافها افتح هذا الرابط:",
  },
  en: {
    promotions: { subject: "New offers on Shasha", text: "This month's offers, picked for you, are waiting on Shasha." },
    newsletter: { subject: "What's new on Shasha", text: "New series, films and live events this week on Shasha." },
    all: { subject: "News and offers from Shasha", text: "What's new this week on Shasha, and the offers picked for you." },
    stop: "You receive this email because you asked for emails from Shasha. To stop them, open this link:",
  },
  fr: {
    promotions: { subject: "Nouvelles offres sur Shasha", text: "Les offres du mois, choisies pour vous, vous attendent sur Shasha." },
    newsletter: { subject: "Les nouveautés de Shasha", text: "De nouvelles séries, de nouveaux films et du direct cette semaine sur Shasha." },
    all: { subject: "Nouveautés et offres de Shasha", text: "Les nouveautés de la semaine sur Shasha, et les offres choisies pour vous." },
    stop: "Vous recevez cet e-mail car vous avez demandé des e-mails de Shasha. Pour ne plus les recevoir, ouvrez ce lien :",
  },
};

/** One CRM email in the outbox, as the CRM team's tool would send it. */
function sendCrmEmail(deps: UserDeps, to: { userId: string; email: string }, list: CrmList, lang: ServiceLocale): void {
  const now = deps.now();
  const code = makeCrmCode(deps.codeSecret, { userId: to.userId, list, expiresAt: new Date(now.getTime() + crmLinkLifeMs) });
  const link = `${deps.appPublicUrl}/${lang}/unsubscribe?code=${encodeURIComponent(code)}`;
  const { subject, text } = wording[lang][list];
  deps.outbox.send({ to: to.email, kind: "crm", subject, text: `${text}\n\n${wording[lang].stop}\n${link}`, link, code });
}

export function crmRoutes(deps: UserDeps): FaultRoute[] {
  const unsubscribe: FaultHandler = async (request) => {
    const { code } = await readJson(request, unsubscribeBody);
    deps.throttle.crmCode(request.clientAddress, "code");
    const link = readCrmCode(deps.codeSecret, code, deps.now());
    const row = link === undefined ? undefined : deps.users.byId(link.userId);
    // A CRM email goes to the account's email: an account without one (phone sign-up) was never sent such a link.
    if (link === undefined || row === undefined || row.email === null) throw badCode();
    deps.users.update(row.id, listChanges[link.list]);
    return jsonReply({ list: link.list, email: maskEmail(row.email) });
  };
  /** Development only, like the outbox it writes to: stands for the CRM team's sending tool. */
  const devCrmEmail: FaultHandler = async (request) => {
    if (!deps.devOutbox) throw notFoundFault(`No such path: ${request.path}`);
    const { email, list, lang } = await readJson(request, crmEmailBody);
    const row = deps.users.byEmail(email);
    if (row === undefined || row.email === null) throw notFoundFault("No account has this email.", "email");
    sendCrmEmail(deps, { userId: row.id, email: row.email }, list, lang ?? pickLanguage(request.headers));
    return jsonReply({ ok: true });
  };
  return [
    { method: "POST", pattern: "/user/crm/unsubscribe", handler: unsubscribe },
    { method: "POST", pattern: "/user/dev/crm-email", handler: devCrmEmail },
  ];
}
