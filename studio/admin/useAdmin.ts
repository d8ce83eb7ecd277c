"use client";
/**
 * The admin page's data (issue 17): the staff and API tokens, loaded together and again after every change, the
 * changes themselves (create, change role, disable or enable, revoke), a status line saying how each went, and a
 * new token shown once.
 */
import { useCallback, useEffect, useState } from "react";
import { errorMessageOf, manage } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { createdTokenSchema, newStaffOf, newTokenOf, staffSchema, tokensSchema, type Staff, type Token } from "./adminData";

export interface Admin {
  staff: Staff[];
  tokens: Token[];
  /** The status line. */
  message: string;
  setMessage(message: string): void;
  /** The token just created, shown this once. */
  shownOnce: { name: string; token: string } | undefined;
  createStaff(form: FormData): Promise<void>;
  createToken(form: FormData): Promise<void>;
  setRole(member: Staff, role: string): Promise<void>;
  /** Disables an enabled member, enables a disabled one. */
  toggleDisabled(member: Staff): Promise<void>;
  revoke(token: Token): Promise<void>;
}

export function useAdmin(): Admin {
  const t = useStudioT();
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

  const createStaff = async (form: FormData) => {
    const body = newStaffOf(form);
    await say(await manage("POST", "/staff", body), t("admin.staffCreated", { email: body.email }));
  };

  const createToken = async (form: FormData) => {
    const reply = await manage("POST", "/tokens", newTokenOf(form));
    const created = createdTokenSchema.safeParse(reply.body);
    setShownOnce(reply.status === 201 && created.success ? { name: created.data.name, token: created.data.token } : undefined);
    await say(reply, t("admin.tokenCreated"));
  };

  const setRole = (member: Staff, role: string) =>
    manage("PUT", `/staff/${encodeURIComponent(member.id)}`, { role }).then((reply) => say(reply, t("admin.changed", { email: member.email })));

  const toggleDisabled = (member: Staff) =>
    manage("PUT", `/staff/${encodeURIComponent(member.id)}`, { disabled: !member.disabled }).then((reply) => say(reply, t("admin.changed", { email: member.email })));

  const revoke = (token: Token) => manage("DELETE", `/tokens/${encodeURIComponent(token.id)}`).then((reply) => say(reply, t("admin.revokedNow", { name: token.name })));

  return { staff, tokens, message, setMessage, shownOnce, createStaff, createToken, setRole, toggleDisabled, revoke };
}
