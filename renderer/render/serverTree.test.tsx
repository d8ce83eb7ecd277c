import { Fragment, isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { expandServerTree, NotRenderableError, renderWhole } from "./serverTree";

function Leaf({ label }: { label: string }) {
  return <span>{label}</span>;
}

function Exploding({ why }: { why: string }): ReactNode {
  throw new Error(why);
}

function Row({ children }: { children?: ReactNode }) {
  return <li>{children}</li>;
}

/** Stands in for what a "use client" import is in the server build: a function React must never call there. */
function clientReference<P>(name: string): (props: P) => ReactNode {
  const reference = (): ReactNode => {
    throw new Error(`${name} was called on the server`);
  };
  Object.defineProperty(reference, "$$typeof", { value: Symbol.for("react.client.reference") });
  return reference;
}

describe("expanding a block's server tree", () => {
  test("calls nested server components, so what a deep one throws surfaces in the caller", () => {
    const tree = (
      <ul>
        <Row>
          <Leaf label="fine" />
        </Row>
        <Row>
          <Exploding why="tile exploded" />
        </Row>
      </ul>
    );
    expect(() => expandServerTree(tree)).toThrow("tile exploded");
  });

  test("renders the same markup React would, with the components already called", () => {
    const tree = (
      <ul>
        {["a", "b"].map((id) => (
          <Row key={id}>
            <Leaf label={id} />
          </Row>
        ))}
      </ul>
    );
    expect(renderToStaticMarkup(<>{expandServerTree(tree)}</>)).toBe(renderToStaticMarkup(tree));
  });

  test("a component's output keeps the component element's key", () => {
    const expanded = expandServerTree(<ul>{[<Row key="first" />, <Row key="second" />]}</ul>);
    if (!isValidElement<{ children: ReactNode[] }>(expanded)) throw new Error("not an element");
    const children = expanded.props.children;
    expect(children.map((child) => (isValidElement(child) ? [child.type, child.key] : null))).toEqual([
      [Fragment, "first"],
      [Fragment, "second"],
    ]);
  });

  test("a plain object where a child belongs throws on the server, as React would while writing the HTML", () => {
    const notText: unknown = { trending: "Trending now" };
    expect(() => expandServerTree(<h2>{notText as ReactNode}</h2>)).toThrow(NotRenderableError);
    expect(() => expandServerTree(<h2>{notText as ReactNode}</h2>)).toThrow("object with keys {trending}");
  });

  test("client components are never called, but server components in their props are", () => {
    const Carousel = clientReference<{ slides: ReactNode[]; labels: { next: string } }>("Carousel");
    const fine = <Carousel slides={[<Leaf key="1" label="one" />]} labels={{ next: "Next" }} />;
    const expanded = expandServerTree(fine);
    if (!isValidElement<{ slides: ReactNode[]; labels: { next: string } }>(expanded)) throw new Error("not an element");
    expect(expanded.type).toBe(Carousel);
    expect(expanded.props.labels).toEqual({ next: "Next" });
    expect(renderToStaticMarkup(<>{expanded.props.slides}</>)).toBe("<span>one</span>");

    const broken = <Carousel slides={[<Exploding key="1" why="slide exploded" />]} labels={{ next: "Next" }} />;
    expect(() => expandServerTree(broken)).toThrow("slide exploded");
  });

  test("async components and components marked whole are left for React, props and all", () => {
    async function Later({ child }: { child: ReactNode }) {
      await Promise.resolve();
      return child;
    }
    function Nested({ child }: { child: ReactNode }): ReactNode {
      return child;
    }
    renderWhole(Nested);
    const laterElement = <Later child={<Exploding why="not ours" />} />;
    const nestedElement = <Nested child={<Exploding why="not ours either" />} />;
    expect(expandServerTree(laterElement)).toBe(laterElement);
    expect(expandServerTree(nestedElement)).toBe(nestedElement);
  });
});
