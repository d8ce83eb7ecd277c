/**
 * Renders one block: its registry component inside its own Suspense boundary (none when the page asks for its
 * blocks in place, RenderEnv.inPlace), so that a block that throws or
 * whose data fails never takes the rest of the screen down. A data-bound block awaits its own data, so the
 * page streams while slow rails load. A block whose data source fails, whose module is not available, or
 * whose view throws while rendering on the server renders its `fallback` block or nothing, and is reported
 * once through the renderer's sink (report.ts), on the server. The client error boundary around it is left
 * for what interactive parts throw in the browser.
 */
import { createElement, Suspense, type ReactElement, type ReactNode } from "react";
import { BlockErrorBoundary } from "@/components/error-boundary/BlockErrorBoundary";
import { PreviewMark } from "@/components/preview/PreviewMark";
import type { UiContext } from "@/components/ui-context";
import { moduleRegistry } from "@/modules/registry";
import type { Block } from "@/screens-schema/types";
import { errorMessage } from "@/ops/log";
import { report, reportDataFailure as reportBlockDataFailure } from "../report";
import { viewOf } from "../registry";
import { isContainer } from "../containers";
import { withPreviewMarks } from "./previewMarks";
import type { RenderEnv } from "./RenderEnv";
import { expandServerTree, NotRenderableError, renderWhole } from "./serverTree";

interface BlockNodeProps {
  block: Block;
  env: RenderEnv;
}

function pointerOf(block: Block, env: RenderEnv): string {
  return env.pointers.get(block.id) ?? "";
}

function fallbackOf(block: Block, env: RenderEnv): ReactNode {
  return block.fallback && block.fallback !== "drop" ? <BlockNode block={block.fallback} env={env} /> : null;
}

/** A block that failed at run time: in preview its mark where it stood, then its fallback (or nothing). */
function failedBlock(block: Block, env: RenderEnv, kind: "data-failed" | "render-failed", error: unknown): ReactNode {
  const { preview } = env;
  const heading = (labels: NonNullable<RenderEnv["preview"]>["labels"]) =>
    kind === "data-failed" ? labels.dataFailed(block.type, block.id) : labels.renderFailed(block.type, block.id);
  return (
    <>
      {preview ? <PreviewMark kind={kind} heading={heading(preview.labels)} message={errorMessage(error)} pointer={pointerOf(block, env)} /> : null}
      {fallbackOf(block, env)}
    </>
  );
}

/** One log line per block whose data failed, with the service, path and status when known. */
function reportDataFailure(block: Block, env: RenderEnv, error: unknown): void {
  reportBlockDataFailure({ screenId: env.ctx.screenId, pointer: pointerOf(block, env) }, block, error);
}

/**
 * What React and Next throw on purpose while rendering: a suspending `use()` (a thenable, or React's
 * "Suspense Exception"), and Next's control flow (`notFound()`, `redirect()`, dynamic-usage bail-outs), which
 * all carry a string `digest`. They are not a block's failure and must reach React.
 */
function isRenderSignal(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if (typeof Reflect.get(error, "then") === "function") return true;
  if (typeof Reflect.get(error, "digest") === "string") return true;
  return error instanceof Error && error.message.startsWith("Suspense Exception");
}

/** The block's view, run here on the server (serverTree.ts); a throw is reported and the fallback stands in. */
function ServerRendered({ view, block, env }: { view: ReactElement<unknown>; block: Block; env: RenderEnv }): ReactNode {
  try {
    return expandServerTree(view);
  } catch (error) {
    if (isRenderSignal(error)) throw error;
    reportRenderFailure(block, env, error);
    return failedBlock(block, env, "render-failed", error);
  }
}

/** One log line per block whose render threw, with its pointer and whether its fallback stands in. */
function reportRenderFailure(block: Block, env: RenderEnv, error: unknown): void {
  report({
    level: "error",
    code: "block-render-failed",
    screenId: env.ctx.screenId,
    pointer: pointerOf(block, env),
    blockType: block.type,
    blockId: block.id,
    message: errorMessage(error),
    error: error instanceof Error ? error.name : typeof error,
    replacedByFallback: Boolean(block.fallback && block.fallback !== "drop"),
  });
}

const textOnlyUis = new WeakMap<UiContext, UiContext>();

/**
 * The render's UiContext with `text` held to its contract, a string (issue 27, found by the bench's fuzz run). A
 * layout text's `params` reach i18next as options, so `{ "key": "home.rails", "params": { "returnObjects": "yes" } }`
 * comes back as an object. Handed on to a client part (a dialog or track button's label), React met it only while
 * writing that part's HTML, past this block's catch: the page failed (a 500 where blocks render in place). Thrown
 * here, in the view's own server render, it is this block's failure like any other.
 */
function textOnly(ui: UiContext): UiContext {
  const known = textOnlyUis.get(ui);
  if (known) return known;
  const guarded: UiContext = {
    ...ui,
    text: (text) => {
      const value: unknown = ui.text(text);
      if (typeof value === "string") return value;
      const what = typeof value === "object" && value !== null ? `object with keys {${Object.keys(value).slice(0, 5).join(", ")}}` : typeof value;
      throw new NotRenderableError(`${what}, for the text ${"key" in text ? `"${text.key}"` : "of this block"}`);
    },
  };
  textOnlyUis.set(ui, guarded);
  return guarded;
}

async function BlockContent({ block, env }: BlockNodeProps) {
  const resolution = await env.resolutions.of(block);
  if (resolution.kind === "hidden") return null;
  if (resolution.kind === "failed") {
    reportDataFailure(block, env, resolution.error);
    return failedBlock(block, env, "data-failed", resolution.error);
  }
  let children: ReactNode;
  if (isContainer(block)) {
    children = withPreviewMarks(block.children, `${pointerOf(block, env)}/children`, env, (child) => (
      <BlockNode key={child.id} block={child} env={env} />
    ));
  } else if (block.type === "module") {
    const Module = moduleRegistry[block.module];
    if (!Module) {
      report({
        level: "warn",
        code: "module-unavailable",
        screenId: env.ctx.screenId,
        pointer: pointerOf(block, env),
        blockId: block.id,
        message: `module "${block.module}" is not available in this build`,
      });
      return fallbackOf(block, env);
    }
    // Called here rather than left to React: an async server component's throw would fail the whole page (a player
    // placed on a landing page took /en/ramadan down); here it is this block's failure, reported, and the fallback.
    try {
      children = await Module({ locale: env.ctx.locale, props: block.props ?? {}, context: env.moduleContext });
    } catch (error) {
      if (isRenderSignal(error)) throw error;
      reportRenderFailure(block, env, error);
      return failedBlock(block, env, "render-failed", error);
    }
  }
  // A lookup in the static registry, not a component made during render.
  const view = createElement(
    viewOf(block.type),
    {
      block,
      rootProps: { "data-block": block.type, "data-block-id": block.id },
      ui: textOnly(env.ui),
      ...resolution.data,
      ...(env.belowFirstScreen ? { belowFirstScreen: true } : {}),
    },
    children,
  );
  return <ServerRendered view={view} block={block} env={env} />;
}

/**
 * The client boundary gets no `fallback` element: a server component in a client component's props is
 * rendered whether it is used or not, so every fallback block would be rendered (its data fetched, its
 * failures reported) on every page. What the server render throws falls back in ServerRendered; a failure of
 * an interactive part in the browser leaves the block's place empty.
 */
export function BlockNode({ block, env }: BlockNodeProps) {
  return (
    <BlockErrorBoundary
      blockType={block.type}
      blockId={block.id}
      screenId={env.ctx.screenId}
      pointer={pointerOf(block, env)}
    >
      {env.inPlace ? (
        <BlockContent block={block} env={env} />
      ) : (
        <Suspense fallback={null}>
          <BlockContent block={block} env={env} />
        </Suspense>
      )}
    </BlockErrorBoundary>
  );
}

// Each nested block (a stack's or form's children, a fallback) isolates itself: its parent's walk stops there.
renderWhole(BlockNode);
