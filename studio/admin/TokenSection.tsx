"use client";
/** The admin page's API tokens for automation: a new one shown once, each with its role and use, revoke; a new token. */
import { StudioTable } from "@/studio/shell/StudioTable";
import { useStudioLocale, useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { RoleOptions } from "./RoleOptions";
import type { Admin } from "./useAdmin";

interface TokenSectionProps {
  /** The page's id prefix. */
  ids: string;
  admin: Admin;
}

export function TokenSection({ ids, admin }: TokenSectionProps) {
  const t = useStudioT();
  const locale = useStudioLocale();
  const { tokens, shownOnce, revoke, createToken } = admin;
  return (
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
                <button type="button" className="studio-button studio-danger" onClick={() => void revoke(token)}>
                  {t("admin.revoke")}
                </button>
              ),
          },
        ]}
      />
      <form
        className="studio-form studio-narrow"
        onSubmit={(event) => {
          event.preventDefault();
          void createToken(new FormData(event.currentTarget));
        }}
      >
        <h3>{t("admin.newToken")}</h3>
        <label htmlFor={`${ids}-token-name`}>{t("admin.name")}</label>
        <input id={`${ids}-token-name`} name="name" required pattern="[A-Za-z0-9 ._\-]{1,60}" />
        <label htmlFor={`${ids}-token-role`}>{t("admin.role")}</label>
        <select id={`${ids}-token-role`} name="role" defaultValue="qa">
          <RoleOptions />
        </select>
        <button type="submit" className="studio-button studio-primary">
          {t("admin.createToken")}
        </button>
      </form>
    </section>
  );
}
