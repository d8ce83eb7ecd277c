import { z } from "zod";

const digits = (name: string) => z.string().regex(/^\d+$/, `${name} must be a whole number`).transform(Number);
const csv = z
  .string()
  .transform((value) => value.split(",").map((part) => part.trim()).filter((part) => part !== ""));

const isoTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), "at must be an ISO date-time")
  .transform((value) => new Date(value).toISOString());

const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

/** `preview` and `at` (entry reads), `locale` accepted and ignored: screen documents hold every language. */
export const versionQuery = z.object({
  preview: booleanFlag.default(false),
  at: isoTime.optional(),
  locale: z.string().max(10).optional(),
});

export const entriesQuery = versionQuery.extend({
  id: csv.optional(),
  ids: csv.optional(),
  alias: csv.optional(),
  typeId: z.string().min(1).optional(),
  typeAlias: z.string().min(1).optional(),
  offset: digits("offset").pipe(z.number().int().min(0)).default(0),
  size: digits("size").pipe(z.number().int().min(1).max(50, "size must be 50 or less")).default(20),
});

export const sessionQuery = z.object({
  appKey: z.string().min(1, "appKey is required"),
  uuid: z.string().min(1).max(200).optional(),
});
