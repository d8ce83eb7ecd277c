/**
 * A team page's header (issue 30 §3): the team's name as the heading (level 2 by default, since the page's h1
 * usually comes from the layout; 1 when this is the page's title), then its city, the year it was founded, its
 * stadium with the capacity, and its colours as swatches that each carry the colour's name in text.
 */
import type { TimeDisplay } from "@/domain/guideTime";
import type { Team } from "@/domain/sports/types";
import type { CustomProperties } from "@/components/rail/slides";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { cx } from "@/components/theme/cx";
import type { SportsLabels } from "./labelsType";
import { formatNumber } from "./numbers";
import styles from "./TeamHeader.module.css";

export interface TeamHeaderProps {
  team: Team;
  labels: SportsLabels;
  display: TimeDisplay;
  headingLevel?: 1 | 2;
  className?: string;
}

function swatchStyle(hex: string): CustomProperties {
  return { "--swatch": hex };
}

export function TeamHeader({ team, labels, display, headingLevel = 2, className }: TeamHeaderProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const capacity = fillTemplate(labels.team.capacity, { capacity: formatNumber(team.venue.capacity, display) });
  return (
    <header className={cx(styles.root, className)} data-sports="team-header" data-team={team.id}>
      <Heading className={styles.name}>{team.name}</Heading>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{labels.team.city}</dt>
          <dd>{team.city}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{labels.team.founded}</dt>
          <dd>{formatNumber(team.founded, display, { useGrouping: false })}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{labels.team.stadium}</dt>
          <dd>
            <span>{team.venue.name}</span> <span className={styles.capacity}>{capacity}</span>
          </dd>
        </div>
        {team.colours.length > 0 ? (
          <div className={styles.fact}>
            <dt>{labels.team.colours}</dt>
            <dd>
              <ul className={styles.colours}>
                {team.colours.map((colour) => (
                  <li key={`${colour.hex}-${colour.name}`} className={styles.colour} data-colour={colour.hex}>
                    <span className={styles.swatch} style={swatchStyle(colour.hex)} aria-hidden="true" />
                    {colour.name}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
