/**
 * Accessibility findings accepted on purpose (issue 19), reviewed like code: each names the axe rule, the pages of
 * tests/e2e/pages.ts it applies to, and why it is not a barrier for the people the rule protects.
 */
export interface AccessibilityException {
  rule: string;
  pages: readonly string[];
  reason: string;
}

export const accessibilityExceptions: readonly AccessibilityException[] = [];
