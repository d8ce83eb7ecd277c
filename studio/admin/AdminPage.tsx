"use client";
/**
 * Admins' page (issue 17): staff accounts (create, change role, disable, reset a password) and API tokens for
 * automation (create with a role, shown once; revoke). The management service enforces the admin role on every one
 * of these calls.
 */
import { StudioTable } from "@/studio/shell/StudioTable";
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
        <StudioTable
          label={t("admin.staff")}
          rows={staff}
          rowKey={(member) => member.id}
          rowData={(member) => ({ "data-staff": member.email })}
          columns={[
            { header: t("login.email"), rowHeader: true, ltr: true, renderCell: (member) => member.email },
            { header: t("admin.name"), renderCell: (member) => member.name },
            {
              header: t("admin.role"),
              renderCell: (member) => (
                <select
                  aria-label={t("admin.roleOf", { email: member.email })}
                  value={member.role}
                  disabled={member.email === me}
                  onChange={(event) => void manage("PUT", `/staff/${encodeURIComponent(member.id)}`, { role: event.target.value }).then((reply) => say(reply, t("admin.changed", { email: member.email })))}
                >
                  {roleOptions}
                </select>
              ),
            },
            {
              header: t("admin.status"),
              renderCell: (member) => (
                <button
                  type="button"
                  className="studio-button"
                  disabled={member.email === me}
                  onClick={() => void manage("PUT", `/staff/${encodeURIComponent(member.id)}`, { disabled: !member.disabled }).then((reply) => say(reply, t("admin.changed", { email: member.email })))}
                >
                  {member.disabled ? t("admin.enable") : t("admin.disable")}
                </button>
              ),
            },
            { header: t("admin.password"), renderCell: (member) => <ResetPassword staffId={member.id} email={member.email} onReset={setMessage} /> },
          ]}
        />
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
        <StudioTable
          label={t("admin.tokens")}
          rows={tokens}
          rowKey={(token) => token.id}
          rowData={(token) => ({ "data-token": token.name })}
          columns={[
            { header: t("admin.name"), rowHeader: true, renderCell: (token) => token.name },
            { header: t("admin.role"), renderCell: (token) => t(`role.${token.role}`) },
            { header: t("admin.created"), renderCell: (token) => t("list.by", { time: new Date(token.createdAt).toLocaleString(locale), author: token.createdBy }) },
            { header: t("admin.lastUsed"), renderCell: (token) => (token.lastUsedAt === null ? t("admin.never") : new Date(token.lastUsedAt).toLocaleString(locale)) },
            {
              header: t("admin.status"),
              renderCell: (token) =>
                token.revokedAt !== null ? (
                  t("admin.revoked")
                ) : (
                  <button type="button" className="studio-button studio-danger" onClick={() => void manage("DELETE", `/tokens/${encodeURIComponent(token.id)}`).then((reply) => say(reply, t("admin.revokedNow", { name: token.name })))}>
                    {t("admin.revoke")}
                  </button>
                ),
            },
          ]}
        />
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
