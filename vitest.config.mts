import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // Tests render the blocks' client parts at once, not through next/dynamic (components/clientParts.tsx).
      { find: /^@\/components\/clientParts$/, replacement: fileURLToPath(new URL("./components/clientParts.eager.tsx", import.meta.url)) },
      { find: "@", replacement: fileURLToPath(new URL(".", import.meta.url)) },
    ],
  },
  test: {
    environment: "node",
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", ".next/**", "tests/e2e/**", "storybook-static/**"],
    // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
    // The services hash with scrypt N=2^17 (OWASP, ~0.3 s each); the unit tests hash hundreds of secrets, so they use
    // N=2^14. Honoured only under NODE_ENV=test (services/user/secrets.ts currentScrypt).
    env: { SHASHA_TEST_SCRYPT_LOG2N: "14" },
  },
});
