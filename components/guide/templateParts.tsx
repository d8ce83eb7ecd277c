/**
 * Fills a translated template's `{{name}}` placeholders with text or elements ("Next: <b>News</b> at <time>"), so
 * a sentence keeps each language's word order while parts of it stay elements. Unknown placeholders stay as written,
 * as in fillTemplate.ts.
 */
import { Fragment, type ReactNode } from "react";

export function templateParts(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template.split(/(\{\{\w+\}\})/).flatMap((piece, index) => {
    if (piece === "") return [];
    const name = /^\{\{(\w+)\}\}$/.exec(piece)?.[1];
    const value = name !== undefined && Object.hasOwn(values, name) ? values[name] : piece;
    return [<Fragment key={index}>{value}</Fragment>];
  });
}
