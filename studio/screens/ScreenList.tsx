"use client";
/** Every screen with its published version, drafts (whose), scheduled changes and last change; search and filter. */
import { StudioTable } from "@/studio/shell/StudioTable";
import { useEffect, useId, useMemo, useState } from "react";
import { errorMessageOf, manage, screenListSchema, type ScreenListing } from "@/studio/api/studioApi";
import { useStudioLocale, useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { NewScreen } from "./NewScreen";

const kinds = ["home", "landing", "form", "title", "routes", "other"] as const;

/** The screen's title in the studio's language when the stored title is a Text object. */
function titleOf(title: unknown, locale: string): string {
  if (typeof title !== "object" || title === null || !(locale in title)) return "";
  const value: unknown = Object.entries(title).find(([key]) => key === locale)?.[1];
  return typeof value === "string" ? value : "";
}

export function ScreenList({ canEdit }: { canEdit: boolean }) {
  const t = useStudioT();
  const locale = useStudioLocale();
  const ids = useId();
  const [screens, setScreens] = useState<ScreenListing[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState("");
  const [kind, setKind] = useState<string>("");

  useEffect(() => {
    void manage("GET", "/screens").then((reply) => {
      const parsed = screenListSchema.safeParse(reply.body);
      if (reply.status === 200 && parsed.success) setScreens(parsed.data.screens);
      else setError(errorMessageOf(reply));
    });
  }, []);

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (screens ?? []).filter(
      (screen) => (kind === "" || screen.kind === kind) && (needle === "" || screen.screenId.toLowerCase().includes(needle) || titleOf(screen.title, locale).toLowerCase().includes(needle)),
    );
  }, [screens, search, kind, locale]);

  if (error !== undefined) {
    return (
      <p role="alert" className="studio-error">
        {t("list.loadFailed", { message: error })}
      </p>
    );
  }
  return (
    <>
      {canEdit && screens !== undefined ? <NewScreen existing={screens.map((screen) => screen.screenId)} /> : null}
      <search className="studio-toolbar">
        <label className="studio-inline">
          {t("list.search")}
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label className="studio-inline">
          {t("list.kind")}
          <select value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="">{t("list.allKinds")}</option>
            {kinds.map((value) => (
              <option key={value} value={value}>
                {t(`list.kinds.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="studio-meta" aria-live="polite" id={`${ids}-count`}>
          {screens === undefined ? "…" : t("list.count", { count: shown.length })}
        </p>
      </search>
      {screens !== undefined && shown.length === 0 ? <p>{t("list.empty")}</p> : null}
      {shown.length > 0 ? (
        <StudioTable
          label={t("list.title")}
          describedBy={`${ids}-count`}
          rows={shown}
          rowKey={(screen) => screen.screenId}
          rowData={(screen) => ({ "data-screen": screen.screenId })}
          columns={[
            {
              header: t("list.screen"),
              rowHeader: true,
              renderCell: (screen) => (
                <>
                  <a href={`/studio/edit?screen=${encodeURIComponent(screen.screenId)}`} dir="ltr">
                    {screen.screenId}
                  </a>
                  <span className="studio-help"> {titleOf(screen.title, locale)}</span>
                </>
              ),
            },
            { header: t("list.kind"), renderCell: (screen) => t(`list.kinds.${screen.kind}`) },
            { header: t("list.version"), renderCell: (screen) => (screen.version === 0 ? t("list.unpublished") : screen.version) },
            { header: t("list.drafts"), renderCell: (screen) => (screen.drafts.length === 0 ? t("list.noDrafts") : screen.drafts.map((draft) => draft.ownerName).join(", ")) },
            { header: t("list.scheduled"), renderCell: (screen) => screen.scheduled.map((change) => `${new Date(change.runAt).toLocaleString(locale)} (${change.note})`).join("; ") },
            {
              header: t("list.lastChange"),
              renderCell: (screen) => (screen.updatedAt === null ? "" : t("list.by", { time: new Date(screen.updatedAt).toLocaleString(locale), author: screen.author ?? "" })),
            },
          ]}
        />
      ) : null}
    </>
  );
}
