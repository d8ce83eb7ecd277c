/**
 * The `partner-list` block (components/partners/partnerChoice.ts): a card per partner linking to its page, or one
 * partner in full on `/hub/partner-list/{partnerName}`: what it offers, its deals running now (each to its landing
 * page) and, for a partner TV provider, the link that signs in with the provider's account (a plain link: the
 * server starts the round trip, app/_api/partnerSignIn.ts) and the steps. Server-rendered; no script.
 */
import type { PartnerListBlock } from "@/screens-schema/generated/types";
import type { Partner } from "@/domain/subscription/partners";
import { VisuallyHidden } from "../a11y/VisuallyHidden";
import { ActionLink } from "../actions/actionStyles";
import type { BlockViewProps, UiContext } from "../ui-context";
import { pickPartners } from "./partnerChoice";
import styles from "./partners.module.css";

const defaultStepsPath = "/hub/partner-login-steps";

function Deals({ partner, ui, headingId }: { partner: Partner; ui: UiContext; headingId: string }) {
  if (partner.deals.length === 0) return null;
  return (
    <section className={styles.deals} aria-labelledby={headingId}>
      <h3 className={styles.dealsHeading} id={headingId}>
        {ui.t("partners.deals")}
      </h3>
      <ul className={styles.dealList}>
        {partner.deals.map((deal) => (
          <li key={deal.dealParam}>
            <a className={styles.dealLink} href={ui.href(`/hub/deal-landing/${deal.dealParam}`)}>
              {deal.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PartnerCard({ partner, block, ui }: { partner: Partner; block: PartnerListBlock; ui: UiContext }) {
  const headingId = `${block.id}-${partner.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <p className={styles.kind}>{ui.t(`partners.kind.${partner.kind}`)}</p>
      <h2 className={styles.name} id={headingId}>
        {partner.name}
      </h2>
      <p className={styles.description}>{partner.description}</p>
      <ActionLink variant="secondary" className={styles.more} href={ui.href(`/hub/partner-list/${partner.id}`)}>
        {ui.t(partner.signIn ? "partners.signInMore" : "partners.more")} <VisuallyHidden>{partner.name}</VisuallyHidden>
      </ActionLink>
    </li>
  );
}

function PartnerSignIn({ partner, block, ui }: { partner: Partner; block: PartnerListBlock; ui: UiContext }) {
  return (
    <div className={styles.signIn}>
      <ActionLink variant="primary" href={`/api/partners/${partner.id}/sign-in?lang=${ui.locale}`}>
        {ui.t("partners.signIn", { name: partner.name })}
      </ActionLink>
      <a className={styles.steps} href={ui.href(block.stepsLink?.to ?? defaultStepsPath)}>
        {ui.t("partners.steps")}
      </a>
    </div>
  );
}

function OnePartner({ block, ui, choice }: { block: PartnerListBlock; ui: UiContext; choice: Extract<BlockViewProps<PartnerListBlock>["partners"], { kind: "one" }> }) {
  const { partner, signInError } = choice;
  if (partner === undefined) {
    return (
      <div className={styles.one}>
        <p className={styles.description}>{ui.t("partners.unknown")}</p>
        <a className={styles.steps} href={ui.href("/hub/partner-list")}>
          {ui.t("partners.all")}
        </a>
      </div>
    );
  }
  const headingId = `${block.id}-name`;
  return (
    <section className={styles.one} aria-labelledby={headingId}>
      <p className={styles.kind}>{ui.t(`partners.kind.${partner.kind}`)}</p>
      <h2 className={styles.name} id={headingId}>
        {partner.name}
      </h2>
      <p className={styles.description}>{partner.description}</p>
      {signInError ? (
        <p className={styles.error} role="alert">
          {ui.t(`partners.error.${signInError}`, { name: partner.name })}
        </p>
      ) : null}
      {partner.signIn ? <PartnerSignIn partner={partner} block={block} ui={ui} /> : null}
      <Deals partner={partner} ui={ui} headingId={`${block.id}-deals`} />
    </section>
  );
}

export function PartnerListView({ block, rootProps, ui, partners: choice }: BlockViewProps<PartnerListBlock>) {
  if (!choice) return null;
  if (choice.kind === "one") {
    return (
      <div {...rootProps} className={styles.list}>
        <OnePartner block={block} ui={ui} choice={choice} />
      </div>
    );
  }
  const shown = pickPartners(choice.partners, block.kinds);
  return (
    <section {...rootProps} className={styles.list} aria-label={ui.t("partners.label")}>
      {shown.length === 0 ? <p className={styles.description}>{ui.t("partners.none")}</p> : null}
      <ul className={styles.cards}>
        {shown.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} block={block} ui={ui} />
        ))}
      </ul>
    </section>
  );
}
