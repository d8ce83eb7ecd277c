/**
 * The services sign the replies of the protected calls (domain/responseSignature.ts) with the key they share with the
 * web tier, errors included: the app refuses any reply of those calls that is not signed, or not signed as sent.
 */
import type { IncomingMessage } from "node:http";
import { isProtectedReplyPath, responseSignature, responseSignatureHeader } from "@/domain/responseSignature";
import type { Reply } from "./reply";

/** What a listener does to a reply before writing it, knowing the request's address. */
export type FinishReply = (request: Pick<IncomingMessage, "url">, reply: Reply) => Reply;

export function signProtectedReplies(key: string): FinishReply {
  return (request, reply) => {
    const path = new URL(request.url ?? "/", "http://services.local").pathname;
    if (!isProtectedReplyPath(path)) return reply;
    return { ...reply, headers: { ...reply.headers, [responseSignatureHeader]: responseSignature(key, reply.status, reply.body) } };
  };
}
