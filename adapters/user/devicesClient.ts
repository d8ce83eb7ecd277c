/**
 * The account's devices and TV pairing on the user service (issue 31 §3; spec 7 "Favourites, devices and set-top
 * box": devicesservice, edit, delete, rendezvousCode; services/user/deviceRoutes.ts). Every call is the session's
 * (`token`); the service decides whose devices they are.
 */
import { z } from "zod";
import type { AccountDevice } from "@/domain/account";
import { createHttpClient, type CallContext, type HttpClient } from "../http/httpClient";
import { faultsAsErrors } from "./UserServiceError";

const wireDevice = z.object({
  id: z.string(),
  type: z.string(),
  label: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
const devicesReply = z.object({ devices: z.array(wireDevice) });
const okReply = z.object({ ok: z.literal(true) });
const pairedReply = z.object({ ok: z.literal(true), device: z.object({ label: z.string(), type: z.string() }) });

export function toAccountDevice(wire: z.output<typeof wireDevice>): AccountDevice {
  return {
    id: wire.id,
    type: wire.type === "WEB" || wire.type === "TV" || wire.type === "STB" ? wire.type : "OTHER",
    ...(wire.label === null ? {} : { label: wire.label }),
    ...(wire.browser === null ? {} : { browser: wire.browser }),
    ...(wire.os === null ? {} : { os: wire.os }),
    lastSeenAt: wire.lastSeenAt,
    current: wire.current,
  };
}

export class DevicesClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; fetchImpl?: typeof fetch }) {
    this.http = createHttpClient({ service: "user", baseURL: options.baseURL, fetchImpl: options.fetchImpl });
  }

  private post<T>(path: string, ctx: CallContext, schema: z.ZodType<T>, body: unknown, headers: Record<string, string>): Promise<T> {
    return faultsAsErrors(this.http.send(path, ctx, { method: "POST", body, schema, headers }));
  }

  /** The account's devices with a live session, the one in use marked `current`. */
  async list(ctx: CallContext, token: string): Promise<AccountDevice[]> {
    const reply = await faultsAsErrors(this.http.get("/devicesservice", ctx, { schema: devicesReply, headers: { token } }));
    return reply.devices.map(toAccountDevice);
  }

  async rename(ctx: CallContext, token: string, id: string, label: string): Promise<void> {
    await this.post("/devicesservice/edit", ctx, okReply, { id, label }, { token });
  }

  /** Signs the device out (its session ends). The device in use is refused (CURRENT_DEVICE): that is signing out. */
  async remove(ctx: CallContext, token: string, id: string): Promise<void> {
    await this.post("/devicesservice/delete", ctx, okReply, { id }, { token });
  }

  /**
   * Gives the TV showing `code` a session of this account (`accountId`, the session's own; the user agreed, hence
   * `accept-session`). A wrong, used or expired code is PAIRING_CODE_INVALID. Resolves to the TV's name.
   */
  async pair(ctx: CallContext, token: string, accountId: string, code: string): Promise<string> {
    const reply = await this.post("/devicesservice/rendezvousCode", ctx, pairedReply, { id: accountId, rendezvousCode: code }, { token, "accept-session": "true" });
    return reply.device.label;
  }

  /**
   * Spec 7 misc/setupBox/add: links the set-top box whose sticker shows this serial and code to the session's account.
   * An unknown serial or a wrong code is BOX_CODE_INVALID (one answer); a box another account holds is BOX_TAKEN.
   */
  async linkBox(ctx: CallContext, token: string, box: { deviceSerial: string; linkCode: string; label?: string }): Promise<void> {
    await this.post("/misc/setupBox/add", ctx, okReply, box, { token });
  }
}
