"use client";
/**
 * Admins' page (issue 17): staff accounts (create, change role, disable, reset a password) and API tokens for
 * automation (create with a role, shown once; revoke). The management service enforces the admin role on every one
 * of these calls.
 */
import { ScrollRegion } from "@/studio/shell/ScrollRegion";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { z } from "zod";
import { staffRoles } from "@/domain/staffRoles";
import { errorMessageOf, manage } from "@/studio/api/studioApi";
import { useStudioLocale, useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { ResetPassword } from "./ResetPassword";

const staffSchema = z.object({ staff: z.array(z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(staffRoles), disabled: z.boolean() })) });
const tokensSchema = z.object({
  tokens: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(staffRoles), createdBy: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable(), revokedAt: z.string().nullable() })),
});
const createdTokenSchema = z.object({ token: z.string(), name: z.string() });
type Staff = z.infer<typeof staffSchema>["staff"][number];
type Token = z.infer<typeof tokensSchema>["tokens"][number];

export function AdminPage({ me }: { me: string }) {
  const t = useStudioT();
  const locale = useStudioLocale();
  const ids = useId();
  const [staff, setStaff] = useState<Staff[]>([]);
  const [tokens, setTokens] = useState<Token[]>([]);
  const [message, setMessage] = useState("");
  const [shownOnce, setShownOnce] = useState<{ name: string; token: string } | undefined>(undefined);

  const refresh = useCallback(
    () =>
      Promise.all([manage("GET", "/staff"), manage("GET", "/tokens")]).then(([staffReply, tokenReply]) => {
        const staffList = staffSchema.safeParse(staffReply.body);
        const tokenList = tokensSchema.safeParse(tokenReply.body);
        if (staffList.success) setStaff(staffList.data.staff);
        if (tokenList.success) setTokens(tokenList.data.tokens);
        if (!staffList.success || !tokenList.success) setMessage(t("error.generic", { message: errorMessageOf(staffList.success ? tokenReply : staffReply) }));
      }),
    [t],
  );

  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);

  const say = async (reply: { status: number; body: unknown }, ok: string) => {
    setMessage(reply.status < 300 ? ok : t("error.generic", { message: errorMessageOf(reply) }));
    await refresh();
  };

  const createStaff = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { email: String(form.get("email") ?? ""), name: String(form.get("name") ?? ""), role: String(form.get("role") ?? "qa"), password: String(form.get("password") ?? "") };
    await say(await manage("POST", "/staff", body), t("admin.staffCreated", { email: body.email }));
  };

  const createToken = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reply = await manage("POST", "/tokens", { name: String(form.get("name") ?? ""), role: String(form.get("role") ?? "qa") });
    const created = createdTokenSchema.safeParse(reply.body);
    setShownOnce(reply.status === 201 && created.success ? { name: created.data.name, token: created.data.token } : undefined);
    await say(reply, t("admin.tokenCreated"));
  };

  const roleOptions = staffRoles.map((role) => (
    <option key={role} value={role}>
      {t(`role.${role}`)}
    </option>
  ));

  return (
    <>
      <output className="studio-status">{message}</output>
      <section aria-labelledby={`${ids}-staff`}>
        <h2 id={`${ids}-staff`}>{t("admin.staff")}</h2>
        <ScrollRegion label={t("admin.staff")}>
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">{t("login.email")}</th>
                <th scope="col">{t("admin.name")}</th>
                <th scope="col">{t("admin.role")}</th>
                <th scope="col">{t("admin.status")}</th>
                <th scope="col">{t("admin.password")}</th>
              </tr>
            </thead>
            <tbody>
              {staff.map((member) => (
                <tr key={member.id} data-staff={member.email}>
                  <th scope="row" dir="ltr">
                    {member.email}
                  </th>
                  <td>{member.name}</td>
                  <td>
                    <select
                      aria-label={t("admin.roleOf", { email: member.email })}
                      value={member.role}
                      disabled={member.email === me}
                      onChange={(event) => void manage("PUT", `/staff/${encodeURIComponent(member.id)}`, { role: event.target.value }).then((reply) => say(reply, t("admin.changed", { email: member.email })))}
                    >
                      {roleOptions}
                    </select>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="studio-button"
                      disabled={member.email === me}
                      onClick={() => void manage("PUT", `/staff/${encodeURIComponent(member.id)}`, { disabled: !member.disabled }).then((reply) => say(reply, t("admin.changed", { email: member.email })))}
                    >
                      {member.disabled ? t("admin.enable") : t("admin.disable")}
                    </button>
                  </td>
                  <td>
                    <ResetPassword staffId={member.id} email={member.email} onReset={setMessage} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <form className="studio-form studio-narrow" onSubmit={(event) => void createStaff(event)}>
          <h3>{t("admin.newStaff")}</h3>
          <label htmlFor={`${ids}-email`}>{t("login.email")}</label>
          <input id={`${ids}-email`} name="email" type="email" dir="ltr" required />
          <label htmlFor={`${ids}-name`}>{t("admin.name")}</label>
          <input id={`${ids}-name`} name="name" required />
          <label htmlFor={`${ids}-role`}>{t("admin.role")}</label>
          <select id={`${ids}-role`} name="role" defaultValue="editor">
            {roleOptions}
          </select>
          <label htmlFor={`${ids}-password`}>{t("login.password")}</label>
          <input id={`${ids}-password`} name="password" type="password" autoComplete="new-password" dir="ltr" required minLength={8} />
          <button type="submit" className="studio-button studio-primary">
            {t("admin.createStaff")}
          </button>
        </form>
      </section>
      <section aria-labelledby={`${ids}-tokens`}>
        <h2 id={`${ids}-tokens`}>{t("admin.tokens")}</h2>
        <p className="studio-help">{t("admin.tokensIntro")}</p>
        {shownOnce !== undefined ? (
          <div className="studio-note" role="alert">
            <p>{t("admin.shownOnce", { name: shownOnce.name })}</p>
            <code dir="ltr" className="studio-token">
              {shownOnce.token}
            </code>
          </div>
        ) : null}
        <ScrollRegion label={t("admin.tokens")}>
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.name")}</th>
                <th scope="col">{t("admin.role")}</th>
                <th scope="col">{t("admin.created")}</th>
                <th scope="col">{t("admin.lastUsed")}</th>
                <th scope="col">{t("admin.status")}</th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id} data-token={token.name}>
                  <th scope="row">{token.name}</th>
                  <td>{t(`role.${token.role}`)}</td>
                  <td>{t("list.by", { time: new Date(token.createdAt).toLocaleString(locale), author: token.createdBy })}</td>
                  <td>{token.lastUsedAt === null ? t("admin.never") : new Date(token.lastUsedAt).toLocaleString(locale)}</td>
                  <td>
                    {token.revokedAt !== null ? (
                      t("admin.revoked")
                    ) : (
                      <button type="button" className="studio-button studio-danger" onClick={() => void manage("DELETE", `/tokens/${encodeURIComponent(token.id)}`).then((reply) => say(reply, t("admin.revokedNow", { name: token.name })))}>
                        {t("admin.revoke")}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <form className="studio-form studio-narrow" onSubmit={(event) => void createToken(event)}>
          <h3>{t("admin.newToken")}</h3>
          <label htmlFor={`${ids}-token-name`}>{t("admin.name")}</label>
          <input id={`${ids}-token-name`} name="name" required pattern="[A-Za-z0-9 ._\-]{1,60}" />
          <label htmlFor={`${ids}-token-role`}>{t("admin.role")}</label>
          <select id={`${ids}-token-role`} name="role" defaultValue="qa">
            {roleOptions}
          </select>
          <button type="submit" className="studio-button studio-primary">
            {t("admin.createToken")}
          </button>
        </form>
      </section>
    </>
  );
}
