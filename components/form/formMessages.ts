/**
 * Turning validation issues into the user's language. The layout may override a rule's message (resolved on
 * the server, where layout Text can be read); otherwise the `blocks` namespace's form.rules.* key is used,
 * with a `matches` rule naming the other field by its visible label.
 */
import type { FieldIssue, RuleName } from "@/domain/forms/fieldRules";
import type { Translate } from "../i18n/texts";

export type MessageOverrides = Record<string, Partial<Record<RuleName, string>>>;

export interface MessageSources {
  overrides: MessageOverrides;
  /** Visible label of each field, by name. */
  labels: Record<string, string>;
  t: Translate;
}

export function issueMessage(name: string, issue: FieldIssue, sources: MessageSources): string {
  const override = sources.overrides[name]?.[issue.rule];
  if (override !== undefined) return override;
  const other = issue.params["field"];
  const params = typeof other === "string" ? { ...issue.params, field: sources.labels[other] ?? other } : issue.params;
  return sources.t(issue.key, params);
}

export function issueMessages(issues: Record<string, FieldIssue>, sources: MessageSources): Record<string, string> {
  return Object.fromEntries(Object.entries(issues).map(([name, issue]) => [name, issueMessage(name, issue, sources)]));
}
