/**
 * Spec 3 "Quality levels": Supreme, Full HD, High, Medium (shown as Optimal Quality), Low, and Auto, mapped
 * from the renditions the stream offers by their height. One entry per level the stream has, best first.
 */
export type QualityLevel = "supreme" | "fullHd" | "high" | "medium" | "low";

export function levelOfHeight(height: number): QualityLevel {
  if (height >= 1440) return "supreme";
  if (height >= 1080) return "fullHd";
  if (height >= 720) return "high";
  if (height >= 480) return "medium";
  return "low";
}

export interface Rendition {
  /** The engine's own id of the rendition (a shaka variant track id, an hls.js level index). */
  id: number;
  height: number;
  bandwidth: number;
}

export interface QualityChoice {
  level: QualityLevel;
  /** The best rendition of that level. */
  rendition: Rendition;
}

/** The levels a stream offers, best first; of several renditions in one level, the one with the most bits. */
export function qualityChoices(renditions: readonly Rendition[]): QualityChoice[] {
  const best = new Map<QualityLevel, Rendition>();
  for (const rendition of renditions) {
    const level = levelOfHeight(rendition.height);
    const current = best.get(level);
    if (!current || rendition.bandwidth > current.bandwidth) best.set(level, rendition);
  }
  return [...best.entries()]
    .map(([level, rendition]) => ({ level, rendition }))
    .sort((a, b) => b.rendition.height - a.rendition.height || b.rendition.bandwidth - a.rendition.bandwidth);
}
