/**
 * The profile's watching history (spec 2 `/history`, issue 9): newest first, paged by the URL, each title with
 * its progress bar and a remove button, and a button that clears the list. Personal: the page is rendered per
 * request and never cached. A guest is asked to sign in.
 */
import type { WatchHistoryBlock } from "@/screens-schema/types";
import { gridHref } from "../grid/gridQuery";
import { PageLinks } from "../grid/PageNumbers";
import { Tile } from "../tile/Tile";
import type { BlockViewProps } from "../ui-context";
import { HistoryRemove } from "@/components/clientParts";
import { HistoryList, HistorySection, HistoryTitle } from "./WatchHistoryView.styles";

const tileSizes = "(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 100vw";

export function WatchHistoryView({ block, rootProps, ui, history }: BlockViewProps<WatchHistoryBlock>) {
  if (!history) return null;
  const title = block.title ? ui.text(block.title) : ui.t("history.title");
  const headingId = `${block.id}-title`;
  const level = block.headingLevel === 1 ? "h1" : "h2";
  const heading = (
    <HistoryTitle as={level} id={headingId}>
      {title}
    </HistoryTitle>
  );
  if (history.kind === "guest") {
    return (
      <HistorySection {...rootProps} aria-labelledby={headingId}>
        {heading}
        <p>{ui.t("history.signIn")}</p>
        <a className="history__sign-in" href={ui.href("/hub/login?redirect=%2Fhistory")}>
          {ui.t("history.signInAction")}
        </a>
      </HistorySection>
    );
  }
  const pageCount = Math.max(1, Math.ceil(history.total / history.size));
  return (
    <HistorySection {...rootProps} aria-labelledby={headingId}>
      <div className="history__header">
        {heading}
        {history.total > 0 ? <HistoryRemove label={ui.t("history.clear")} failed={ui.t("history.failed")} /> : null}
      </div>
      {history.entries.length === 0 ? (
        <p>{ui.t("history.empty")}</p>
      ) : (
        <HistoryList>
          {history.entries.map((entry) => (
            <li key={entry.item.id} data-history-item={entry.item.id}>
              <Tile
                item={entry.item}
                tileStyle="landscape"
                ui={ui}
                sizes={tileSizes}
                progress={{
                  ratio: entry.ratio,
                  label: entry.finished ? ui.t("history.finished") : ui.t("continueWatching.progress", { percent: Math.round(entry.ratio * 100) }),
                }}
              />
              <HistoryRemove
                contentId={entry.item.id}
                label={ui.t("history.remove")}
                ariaLabel={ui.t("history.removeLabel", { title: entry.item.title })}
                failed={ui.t("history.failed")}
              />
            </li>
          ))}
        </HistoryList>
      )}
      <PageLinks page={history.page} pageCount={pageCount} hrefOf={(number) => gridHref("newest", number, "newest")} ui={ui} />
    </HistorySection>
  );
}
