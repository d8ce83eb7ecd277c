"use client";
/** Installs the grid guide's keyboard navigation (guideKeys.ts) on the grid with id `gridId`; renders nothing. */
import { useEffect } from "react";
import { installGuideKeys } from "./guideKeys";

export function GuideGridKeys({ gridId }: { gridId: string }) {
  useEffect(() => {
    const grid = document.getElementById(gridId);
    return grid ? installGuideKeys(grid) : undefined;
  }, [gridId]);
  return null;
}
