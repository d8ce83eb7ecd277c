/** The consent banner's and preferences dialog's words, from the server's translations (app/_shell/AppDocument.tsx). */
import type { ConsentGroup } from "@/domain/consent";

export interface ConsentTexts {
  title: string;
  text: string;
  acceptAll: string;
  rejectAll: string;
  settings: string;
  preferencesTitle: string;
  save: string;
  close: string;
  alwaysActive: string;
  groups: Record<ConsentGroup, { name: string; description: string }>;
}
