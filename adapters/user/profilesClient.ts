/** The profiles service adapter (docs/user-service.md "Profiles", spec 7 "Profiles"). */
import type { AccountProfile } from "@/domain/account";
import { createHttpClient, type CallContext, type HttpClient } from "../http/httpClient";
import { toAccountProfile } from "./toAccount";
import { faultsAsErrors } from "./UserServiceError";
import { profilesReply } from "./wire";

export class ProfilesClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; fetchImpl?: typeof fetch }) {
    this.http = createHttpClient({ service: "profiles", baseURL: options.baseURL, fetchImpl: options.fetchImpl });
  }

  /** The account's profiles, the default adult one first. */
  async myProfiles(ctx: CallContext, token: string): Promise<AccountProfile[]> {
    const reply = await faultsAsErrors(this.http.get("/profiles/me", ctx, { schema: profilesReply, headers: { token } }));
    return reply.profiles.map(toAccountProfile);
  }
}
