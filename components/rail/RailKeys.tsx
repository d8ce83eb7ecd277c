"use client";
/** Installs the rails' keyboard navigation (railKeys.ts) once for the page; renders nothing. */
import { useEffect } from "react";
import { installRailKeys } from "./railKeys";

export function RailKeys() {
  useEffect(() => installRailKeys(document), []);
  return null;
}
