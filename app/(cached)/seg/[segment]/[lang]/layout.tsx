/**
 * The cached tree. The proxy rewrites a viewer's `/ar/home` to `/seg/<segment>/ar/home`, the segment being
 * everything `visibleWhen` depends on (user type, profile kind, platform, web view, country). Pages here
 * read no cookies or headers, so the page cache (ISR) can keep one rendered page per segment and language:
 * one segment's screen is never served to another.
 */
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AppDocument, documentMetadata, documentViewport } from "@/app/_shell/AppDocument";
import { segmentContext } from "@/app/_request/requestContext";
import { segmentParams, type SegmentParams } from "@/app/_request/segmentParams";

export async function generateMetadata({ params }: SegmentParams): Promise<Metadata> {
  return documentMetadata((await segmentParams(params)).locale);
}

export const viewport: Viewport = documentViewport;

export default async function CachedLayout({ children, params }: SegmentParams & { children: ReactNode }) {
  const { locale, segment } = await segmentParams(params);
  const { ctx, call } = segmentContext(locale, "shell", segment);
  return (
    <AppDocument locale={locale} ctx={ctx} call={call}>
      {children}
    </AppDocument>
  );
}
