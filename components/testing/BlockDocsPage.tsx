/**
 * A block's reference page, rendered as the first story of its stories file ("Schema and example"): the
 * schema description, the property table, the shared value types, and the example block as JSON next to
 * how it renders. Same data as the autodocs Markdown (blockDocs.ts), drawn without @storybook/addon-docs.
 */
import type { StoryObj } from "@storybook/nextjs-vite";
import type { CSSProperties } from "react";
import type { BlockType } from "@/screens-schema/types";
import type { UiContext } from "../ui-context";
import { blockReference, type BlockReference } from "./blockDocs";
import { BlockPreview } from "./corpusStory";
import { storyUi } from "./storyUi";

const page: CSSProperties = { maxWidth: 1100, marginInline: "auto", paddingInline: 24, lineHeight: 1.5, color: "var(--color-text)" };
const tableStyle: CSSProperties = { borderCollapse: "collapse", width: "100%", fontSize: 14 };
const cellStyle: CSSProperties = { border: "1px solid var(--color-border)", padding: "6px 8px", textAlign: "start", verticalAlign: "top" };
const codeStyle: CSSProperties = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: "0.9em" };
const preStyle: CSSProperties = {
  ...codeStyle,
  background: "var(--color-surface)",
  border: "1px solid var(--color-border)",
  borderRadius: "var(--radius-m)",
  padding: 16,
  overflowX: "auto",
  margin: 0,
};

function PropertyTable({ reference }: { reference: BlockReference }) {
  return (
    <table style={tableStyle} data-docs="properties">
      <thead>
        <tr>
          {["Property", "Type", "Required", "Default", "Since", "Description"].map((heading) => (
            <th key={heading} scope="col" style={cellStyle}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {reference.properties.map((p) => (
          <tr key={p.name}>
            <th scope="row" style={cellStyle}>
              <code style={codeStyle}>{p.name}</code>
            </th>
            <td style={cellStyle}>
              <code style={codeStyle}>{p.type}</code>
            </td>
            <td style={cellStyle}>{p.required ? "yes" : ""}</td>
            <td style={cellStyle}>{p.defaultValue ? <code style={codeStyle}>{p.defaultValue}</code> : null}</td>
            <td style={cellStyle}>{p.since}</td>
            <td style={cellStyle}>{p.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BlockDocsPage({ reference, ui }: { reference: BlockReference; ui: UiContext }) {
  return (
    <article style={page} data-docs={reference.type}>
      <h1>{reference.type}</h1>
      <p data-docs="description">{reference.description}</p>
      <p>
        Schema <code style={codeStyle}>{reference.schemaFile}</code>, since {reference.since}. The other stories of this block come from
        the test layouts in <code style={codeStyle}>tests/fixtures/layouts/</code>: each plain file in English and its{" "}
        <code style={codeStyle}>-rtl</code> twin in Arabic.
      </p>
      <h2>Properties</h2>
      <PropertyTable reference={reference} />
      {reference.valueTypes.length > 0 ? (
        <>
          <h2>Value types</h2>
          <dl>
            {reference.valueTypes.map((v) => (
              <div key={v.name}>
                <dt>
                  <code style={codeStyle}>{v.name}</code>
                </dt>
                <dd style={{ marginInlineStart: 24, marginBlockEnd: 8 }}>{v.description}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <h2>Example</h2>
      <p>
        As it appears in <code style={codeStyle}>{reference.exampleFile}</code>:
      </p>
      <pre style={preStyle} data-docs="example">
        <code>{JSON.stringify(reference.example, null, 2)}</code>
      </pre>
      <h3>Rendered (English)</h3>
      <BlockPreview block={reference.example} ui={ui} />
    </article>
  );
}

/** The reference page as a story; put it first in the file so it leads the block's entry in the sidebar. */
export function blockDocsStory(type: BlockType): StoryObj {
  const reference = blockReference(type);
  return {
    globals: { locale: "en" },
    render: (_args, { globals }) => <BlockDocsPage reference={reference} ui={storyUi(globals)} />,
  };
}
