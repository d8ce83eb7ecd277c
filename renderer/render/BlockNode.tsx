/**
 * Renders one block: its registry component inside its own error boundary and Suspense boundary, so that a
 * block that throws or whose data fails never takes the rest of the screen down. A data-bound block awaits
 * its own data, so the page streams while slow rails load. A block whose data source fails, or whose module
 * is not available, renders its `fallback` block or nothing, and is reported once.
 */
import { createElement, Suspense, type ReactNode } from "react";
import { BlockErrorBoundary } from "@/components/error-boundary/BlockErrorBoundary";
import { PreviewMark } from "@/components/preview/PreviewMark";
import type { AccountProfile } from "@/domain/account";
import type { FormValues } from "@/domain/forms/fieldRules";
import type { ContentItem } from "@/domain/types";
import { ServiceError } from "@/adapters/http/ServiceError";
import { moduleRegistry } from "@/modules/registry";
import type { Block } from "@/screens-schema/types";
import { report } from "../report";
import { viewOf } from "../registry";
import { isContainer } from "../containers";
import { withPreviewMarks } from "./previewMarks";
import type { RenderEnv } from "./RenderEnv";

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

function failureDetails(error: unknown): Record<string, string | number> {
  return error instanceof ServiceError ? error.toLog() : { error: String(error) };
}

/** One log line per block whose data failed, with the service, path and status when known. */
function reportDataFailure(block: Block, env: RenderEnv, error: unknown): void {
  report({
    level: "error",
    code: "data-source-failed",
    screenId: env.ctx.screenId,
    pointer: pointerOf(block, env),
    blockType: block.type,
    blockId: block.id,
    message: error instanceof Error ? error.message : String(error),
    ...failureDetails(error),
  });
}

/** A profile-list's profiles: only on live renders with a resolver; a failure is reported and hides the block. */
async function profilesFor(block: Block, env: RenderEnv): Promise<AccountProfile[] | null | undefined> {
  if (block.type !== "profile-list") return undefined;
  if (!env.profiles) return null;
  try {
    return await env.profiles();
  } catch (error) {
    reportDataFailure(block, env, error);
    return null;
  }
}

/** A form's known values; a failure is reported and the form starts empty, since it still works. */
async function prefillFor(block: Block, env: RenderEnv): Promise<FormValues | undefined> {
  if (block.type !== "form" || block.prefill === undefined || !env.prefill) return undefined;
  try {
    return await env.prefill(block.prefill);
  } catch (error) {
    reportDataFailure(block, env, error);
    return undefined;
  }
}

async function BlockContent({ block, env }: BlockNodeProps) {
  const [profiles, prefilled] = await Promise.all([profilesFor(block, env), prefillFor(block, env)]);
  if (profiles === null) return null;
  let items: ContentItem[] | undefined;
  const pending = env.data.itemsFor(block);
  if (pending) {
    try {
      items = await pending;
    } catch (error) {
      reportDataFailure(block, env, error);
      return (
        <>
          {env.preview ? (
            <PreviewMark
              kind="data-failed"
              heading={env.preview.labels.dataFailed(block.type, block.id)}
              message={error instanceof Error ? error.message : String(error)}
              pointer={pointerOf(block, env)}
            />
          ) : null}
          {fallbackOf(block, env)}
        </>
      );
    }
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
    children = <Module locale={env.ctx.locale} props={block.props ?? {}} />;
  }
  // A lookup in the static registry, not a component made during render.
  return createElement(
    viewOf(block.type),
    {
      block,
      rootProps: { "data-block": block.type, "data-block-id": block.id },
      ui: env.ui,
      items,
      ...(profiles ? { profiles } : {}),
      ...(prefilled ? { prefilled } : {}),
    },
    children,
  );
}

export function BlockNode({ block, env }: BlockNodeProps) {
  return (
    <BlockErrorBoundary
      fallback={fallbackOf(block, env)}
      blockType={block.type}
      blockId={block.id}
      screenId={env.ctx.screenId}
      pointer={pointerOf(block, env)}
    >
      <Suspense fallback={null}>
        <BlockContent block={block} env={env} />
      </Suspense>
    </BlockErrorBoundary>
  );
}
