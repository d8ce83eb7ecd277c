/**
 * A team's squad (issue 30 §3): the players grouped by position (goalkeepers, defenders, midfielders, forwards,
 * each under its own heading), each with shirt number, name, nationality (the country's name in the viewer's
 * language, Intl.DisplayNames) and age on the page's day. Cards that fit 320 px, several per row on wider screens.
 */
import type { TimeDisplay } from "@/domain/guideTime";
import type { PlayerPosition, SquadPlayer } from "@/domain/sports/types";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { cx } from "@/components/theme/cx";
import type { SportsLabels } from "./labelsType";
import { viewerLocales } from "@/domain/viewerLocales";
import { formatNumber, type NumberDisplay } from "./numbers";
import styles from "./SquadList.module.css";

export interface SquadListProps {
  players: readonly SquadPlayer[];
  labels: SportsLabels;
  display: TimeDisplay;
  /** The page's moment: ages are on this day. */
  at: string;
  /** The level of the position headings. */
  headingLevel?: 2 | 3;
  /** Prefixes the headings' ids, unique on the page. */
  idPrefix?: string;
  className?: string;
}

export const positionOrder: readonly PlayerPosition[] = ["GK", "DF", "MF", "FW"];

/** Whole years from a `YYYY-MM-DD` birth date to the UTC day of `at`; undefined when either is no date. */
export function ageAt(birthDate: string, at: string): number | undefined {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const now = new Date(at);
  if (born === null || Number.isNaN(now.getTime())) return undefined;
  const [year, month, day] = [Number(born[1]), Number(born[2]), Number(born[3])];
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the viewer's language ("Jordan", "الأردن"); the code itself when Intl has no name for it. */
export function countryName(code: string, display: NumberDisplay): string {
  const locales = viewerLocales(display);
  const key = locales.join(",");
  let names = regionNames.get(key);
  if (names === undefined) {
    names = new Intl.DisplayNames(locales, { type: "region", fallback: "code" });
    regionNames.set(key, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a well-formed region code (the adapter checks them; a hand-made sample might not).
    return code;
  }
}

/** The players by position in the order above, each group by shirt number; empty groups left out. */
export function squadGroups(players: readonly SquadPlayer[]): { position: PlayerPosition; players: SquadPlayer[] }[] {
  return positionOrder
    .map((position) => ({ position, players: players.filter((player) => player.position === position).sort((a, b) => a.shirtNumber - b.shirtNumber) }))
    .filter((group) => group.players.length > 0);
}

function PlayerCard({ player, labels, display, at }: { player: SquadPlayer; labels: SportsLabels; display: TimeDisplay; at: string }) {
  const age = ageAt(player.birthDate, at);
  const number = formatNumber(player.shirtNumber, display);
  return (
    <li className={styles.player} data-player={player.id} data-age={age}>
      <span className={styles.number}>
        <span aria-hidden="true">{number}</span>
        <span className="visually-hidden">{fillTemplate(labels.squad.shirtNumber, { number })}</span>
      </span>{" "}
      <span className={styles.details}>
        <span className={styles.name}>{player.name}</span>
        <span className={styles.meta}>
          <span>{countryName(player.nationality, display)}</span>
          {age === undefined ? null : <span>{fillTemplate(labels.squad.age, { age: formatNumber(age, display) })}</span>}
        </span>
      </span>
    </li>
  );
}

export function SquadList({ players, labels, display, at, headingLevel = 2, idPrefix = "squad", className }: SquadListProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const groups = squadGroups(players);
  if (groups.length === 0) return <p className={cx(styles.empty, className)}>{labels.squad.empty}</p>;
  return (
    <div className={cx(styles.root, className)} data-sports="squad">
      {groups.map((group) => (
        <section key={group.position} className={styles.group} aria-labelledby={`${idPrefix}-${group.position}`} data-position={group.position}>
          <Heading id={`${idPrefix}-${group.position}`} className={styles.heading}>
            {labels.squad.positions[group.position]}
          </Heading>
          <ul className={styles.list}>
            {group.players.map((player) => (
              <PlayerCard key={player.id} player={player} labels={labels} display={display} at={at} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
