/**
 * What the admin page reads and sends (issue 17): the staff and token lists as the management service gives them,
 * a token as shown once on creation, and the new-staff and new-token forms as request bodies.
 */
import { z } from "zod";
import { staffRoles } from "@/domain/staffRoles";

export const staffSchema = z.object({ staff: z.array(z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(staffRoles), disabled: z.boolean() })) });
export const tokensSchema = z.object({
  tokens: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(staffRoles), createdBy: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable(), revokedAt: z.string().nullable() })),
});
export const createdTokenSchema = z.object({ token: z.string(), name: z.string() });
export type Staff = z.infer<typeof staffSchema>["staff"][number];
export type Token = z.infer<typeof tokensSchema>["tokens"][number];

/** The new-staff form (`email`, `name`, `role`, `password`); the role defaults to qa. The service checks them all. */
export function newStaffOf(form: FormData): { email: string; name: string; role: string; password: string } {
  return { email: String(form.get("email") ?? ""), name: String(form.get("name") ?? ""), role: String(form.get("role") ?? "qa"), password: String(form.get("password") ?? "") };
}

/** The new-token form (`name`, `role`); the role defaults to qa. */
export function newTokenOf(form: FormData): { name: string; role: string } {
  return { name: String(form.get("name") ?? ""), role: String(form.get("role") ?? "qa") };
}
