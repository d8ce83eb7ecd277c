"use client";
/**
 * A new screen from a template (a landing page, a hub form) or as a copy of another; it starts as your draft. An
 * account form (`/user/...`) may be given its page at once: a row of the route table, added to your draft of it.
 */
import { useId, useState, type FormEvent } from "react";
import { errorMessageOf, manage, publishedScreenSchema, screenPath } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { draftRouteRow, hubRow, hubSegmentPattern, routeAccesses, type RouteAccess } from "@/studio/routes/routeRow";
import { newScreenIdProblem, screenCopy, screenFromTemplate, templateKinds } from "./screenTemplates";

export function NewScreen({ existing }: { existing: readonly string[] }) {
  const t = useStudioT();
  const ids = useId();
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const screenId = String(form.get("screenId") ?? "").trim();
    const start = String(form.get("start") ?? "landing");
    const problem = newScreenIdProblem(screenId, existing);
    if (problem !== undefined) {
      setError(t(`newScreen.${problem}`));
      return;
    }
    const segment = String(form.get("hubSegment") ?? "").trim();
    const access = routeAccesses.find((value) => value === form.get("access")) ?? "login-required";
    if (segment !== "" && (!screenId.startsWith("/user/") || !hubSegmentPattern.test(segment))) {
      setError(t("newScreen.routeFormat"));
      return;
    }
    setBusy(true);
    try {
      const routeError = segment === "" ? undefined : await draftRouteRow(hubRow(segment, screenId, access));
      if (routeError !== undefined) {
        setError(t("error.generic", { message: routeError }));
        return;
      }
      let document: unknown;
      if (start === "landing" || start === "form") {
        document = screenFromTemplate(start, screenId);
      } else {
        const source = await manage("GET", screenPath(start));
        const parsed = publishedScreenSchema.safeParse(source.body);
        if (source.status !== 200 || !parsed.success) {
          setError(t("error.generic", { message: errorMessageOf(source) }));
          return;
        }
        document = screenCopy(parsed.data.document, screenId);
      }
      // Revision 0: a new screen has no draft yet; one that has (made in another tab) is not overwritten.
      const reply = await manage("PUT", `${screenPath(screenId)}/draft`, { baseVersion: 0, revision: 0, document });
      if (reply.status !== 201 && reply.status !== 200) {
        setError(t("error.generic", { message: errorMessageOf(reply) }));
        return;
      }
      window.location.assign(`/studio/edit?screen=${encodeURIComponent(screenId)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="studio-new-screen">
      <summary>{t("newScreen.title")}</summary>
      <form className="studio-form" onSubmit={(event) => void submit(event)} aria-describedby={error === undefined ? `${ids}-help` : `${ids}-error`}>
        <label htmlFor={`${ids}-id`}>{t("newScreen.id")}</label>
        <input id={`${ids}-id`} name="screenId" dir="ltr" required aria-describedby={`${ids}-help`} />
        <span id={`${ids}-help`} className="studio-help">
          {t("newScreen.idHelp")}
        </span>
        <label htmlFor={`${ids}-start`}>{t("newScreen.start")}</label>
        <select id={`${ids}-start`} name="start" defaultValue="landing">
          {templateKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`newScreen.templates.${kind}`)}
            </option>
          ))}
          {existing.map((screenId) => (
            <option key={screenId} value={screenId}>
              {t("newScreen.copyOf", { screen: screenId })}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-route`}>{t("newScreen.route")}</label>
        <input id={`${ids}-route`} name="hubSegment" dir="ltr" aria-describedby={`${ids}-route-help`} />
        <span id={`${ids}-route-help`} className="studio-help">
          {t("newScreen.routeHelp")}
        </span>
        <label htmlFor={`${ids}-access`}>{t("newScreen.access")}</label>
        <select id={`${ids}-access`} name="access" defaultValue={"login-required" satisfies RouteAccess}>
          {routeAccesses.map((value) => (
            <option key={value} value={value}>
              {t(`newScreen.accesses.${value}`)}
            </option>
          ))}
        </select>
        {error !== undefined ? (
          <p id={`${ids}-error`} role="alert" className="studio-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="studio-button studio-primary" disabled={busy}>
          {t("newScreen.create")}
        </button>
      </form>
    </details>
  );
}
