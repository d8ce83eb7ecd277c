"use client";

/**
 * Wraps each block in the renderer: a block that throws while rendering in the browser (an interactive part)
 * is logged and replaced by its fallback (or nothing) instead of taking the screen down. Error boundaries are
 * class components and run on the client, hence `'use client'`; what a block throws during the server render
 * is caught on the server (renderer/render/BlockNode.tsx).
 */
import { Component, type ErrorInfo, type ReactNode } from "react";
import { errorMessage, log } from "@/ops/browserLog";

export interface BlockErrorBoundaryProps {
  children?: ReactNode;
  fallback?: ReactNode;
  blockType: string;
  blockId: string;
  screenId: string;
  /** JSON pointer of the block in the screen document. */
  pointer: string;
}

interface State {
  failed: boolean;
}

export class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const { screenId, pointer, blockType, blockId } = this.props;
    log({ level: "error", code: "block-render-failed", screenId, pointer, blockType, blockId, message: errorMessage(error) });
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback ?? null;
    return this.props.children;
  }
}
