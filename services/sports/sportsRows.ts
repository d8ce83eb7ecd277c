/**
 * The sports tables' rows (sportsSchema.ts), checked with zod as they are read: JSON names become `{ ar, en, fr }`,
 * flags booleans, and an event's type and detail must be ones the wire knows (domain/sports/matchEvents.ts).
 */
import { z } from "zod";
import { localizedTextSchema } from "../db/localizedText";
import { isEventDetail, matchEventTypes } from "@/domain/sports/matchEvents";

function json<S extends z.ZodType>(schema: S) {
  return z
    .string()
    .transform((text, context) => {
      try {
        const value: unknown = JSON.parse(text);
        return value;
      } catch {
        context.addIssue({ code: "custom", message: "not JSON" });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const localized = json(localizedTextSchema);
const lineup = z.object({ formation: z.string(), starting: z.array(z.string()), bench: z.array(z.string()) });
const flag = z.number().int().transform((value) => value === 1);
const optional = z
  .string()
  .nullable()
  .transform((value) => value ?? undefined);

export const tournamentRow = z.object({ id: z.string(), position: z.number().int(), name: localized, short_name: localized, country: z.string() });

export const venueRow = z.object({ id: z.string(), name: localized, city: localized, capacity: z.number().int() });

export const teamRow = z.object({
  id: z.string(),
  tournament_id: z.string(),
  name: localized,
  short_name: localized,
  code: z.string(),
  city: localized,
  founded: z.number().int(),
  colours: json(z.array(z.object({ hex: z.string(), name: localizedTextSchema }))),
  venue_id: z.string(),
});

export const playerRow = z.object({
  id: z.string(),
  team_id: z.string(),
  name: localized,
  position: z.enum(["GK", "DF", "MF", "FW"]),
  shirt_number: z.number().int(),
  birth_date: z.string(),
  nationality: z.string(),
});

export const fixtureRow = z.object({
  id: z.string(),
  tournament_id: z.string(),
  matchday: z.number().int(),
  home_team_id: z.string(),
  away_team_id: z.string(),
  venue_id: z.string(),
  day_offset: z.number().int(),
  kick_off_minute: z.number().int(),
  first_half_added: z.number().int(),
  second_half_added: z.number().int(),
  showcase: flag,
  channel_id: optional,
  attendance: z.number().int(),
  home_lineup: json(lineup),
  away_lineup: json(lineup),
});

export const eventRow = z.object({
  fixture_id: z.string(),
  seq: z.number().int(),
  type: z.enum(matchEventTypes),
  period: z.union([z.literal(1), z.literal(2)]),
  minute: z.number().int(),
  added_time: z.number().int(),
  second: z.number().int(),
  team_id: z.string(),
  player_id: optional,
  second_player_id: optional,
  detail: z
    .string()
    .nullable()
    .transform((value, context) => {
      if (value === null) return undefined;
      if (isEventDetail(value)) return value;
      context.addIssue({ code: "custom", message: `unknown detail ${value}` });
      return z.NEVER;
    }),
});

export const statsRow = z.object({
  fixture_id: z.string(),
  team_id: z.string(),
  possession: z.number().int(),
  shots: z.number().int(),
  shots_on_target: z.number().int(),
  corners: z.number().int(),
  fouls: z.number().int(),
  offsides: z.number().int(),
});

/** Every row of a query, parsed; a row that does not parse stops the load (the seed wrote it: it is a bug). */
export function allRows<S extends z.ZodType>(rows: readonly unknown[], schema: S): z.output<S>[] {
  return rows.map((row) => schema.parse(row));
}
