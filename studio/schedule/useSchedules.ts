"use client";
/**
 * The screen's schedules (issue 17): the list the management service keeps, the published versions that may follow
 * a scheduled one at its end, and scheduling the saved draft or cancelling a pending schedule, said on a status line.
 */
import { useCallback, useEffect, useState } from "react";
import { z } from "zod";
import { errorMessageOf, manage, screenPath, versionsSchema, type VersionListing } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { scheduleRequest } from "./scheduleRequest";

const schedulesSchema = z.object({
  schedules: z.array(z.object({ id: z.number(), runAt: z.string(), note: z.string(), state: z.enum(["pending", "fired", "cancelled"]), restores: z.number().nullable(), createdBy: z.string() })),
});
export type Scheduled = z.infer<typeof schedulesSchema>["schedules"][number];

export interface Schedules {
  /** Undefined until the list has loaded. */
  list: Scheduled[] | undefined;
  /** The status line. */
  message: string;
  /** A schedule or a cancellation on its way: its button waits for it. */
  busy: "scheduling" | "cancelling" | undefined;
  /** The published versions, any of which may follow the scheduled one at its end. */
  versions: VersionListing[];
  /** Schedules the draft as the form says (nothing without a saved draft). */
  schedule(form: FormData): Promise<void>;
  cancel(id: number): Promise<void>;
}

export function useSchedules(screenId: string, draftId: number | undefined): Schedules {
  const t = useStudioT();
  const [list, setList] = useState<Scheduled[] | undefined>(undefined);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState<"scheduling" | "cancelling" | undefined>(undefined);
  const [versions, setVersions] = useState<VersionListing[]>([]);
  const fetchList = useCallback(
    () =>
      manage("GET", `/schedules?screen=${encodeURIComponent(screenId)}`).then((reply) => {
        const parsed = schedulesSchema.safeParse(reply.body);
        if (reply.status === 200 && parsed.success) setList(parsed.data.schedules);
        else setMessage(t("error.generic", { message: errorMessageOf(reply) }));
      }),
    [screenId, t],
  );

  useEffect(() => {
    fetchList().catch(() => undefined);
  }, [fetchList]);

  // The published versions, any of which may follow the scheduled one at its end.
  useEffect(() => {
    let live = true;
    manage("GET", `${screenPath(screenId)}/versions`).then(
      (reply) => {
        const parsed = versionsSchema.safeParse(reply.body);
        if (live && parsed.success) setVersions(parsed.data.versions);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [screenId]);

  const schedule = async (form: FormData) => {
    if (draftId === undefined) return;
    const body = scheduleRequest(screenId, draftId, form);
    setBusy("scheduling");
    try {
      const reply = await manage("POST", "/schedules", body);
      setMessage(reply.status === 201 ? t("schedule.created") : t("error.generic", { message: errorMessageOf(reply) }));
      if (reply.status === 201) await fetchList();
    } finally {
      setBusy(undefined);
    }
  };

  const cancel = async (id: number) => {
    setBusy("cancelling");
    try {
      const reply = await manage("DELETE", `/schedules/${id}`);
      setMessage(reply.status === 200 ? t("schedule.cancelled") : t("error.generic", { message: errorMessageOf(reply) }));
      await fetchList();
    } finally {
      setBusy(undefined);
    }
  };

  return { list, message, busy, versions, schedule, cancel };
}
