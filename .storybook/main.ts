import type { StorybookConfig } from "@storybook/nextjs-vite";
import type { Plugin } from "vite";

/**
 * Stories validate the corpus blocks they show with the compiled schema validator, which is CommonJS on
 * purpose (ajv standalone output, STACK-NOTES pitfall 7). `storybook build` bundles it like any CommonJS
 * module, but the dev server serves project files as native ES modules, where `exports` and `require` do
 * not exist ("does not provide an export named 'validateBlock'"). In dev only, this wraps that one
 * generated file as an ES module: each `require(x)` becomes an import of the pre-bundled dependency.
 */
function generatedValidatorAsEsm(): Plugin {
  const validatorFile = /\/screens-schema\/generated\/validate-screen\.cjs(?:\?|$)/;
  return {
    name: "shasha:generated-validator-as-esm",
    apply: "serve",
    enforce: "pre",
    transform(code, id) {
      if (!validatorFile.test(id)) return null;
      const imports: string[] = [];
      const body = code.replace(/require\(("[^"]+")\)/g, (_match, specifier: string) => {
        const name = `__dependency${imports.length}`;
        imports.push(`import * as ${name} from ${specifier};`);
        return `__moduleExports(${name})`;
      });
      const exported = [...code.matchAll(/^exports\.(\w+) = /gm)].flatMap((match) => (match[1] ? [match[1]] : []));
      return {
        code: [
          ...imports,
          // A pre-bundled CommonJS dependency arrives as a namespace whose default export is `module.exports`.
          "const __moduleExports = (ns) => (ns.default && typeof ns.default === 'object' && 'default' in ns.default ? ns.default : ns);",
          "const exports = {};",
          body,
          ...exported.map((name) => `export const ${name} = exports.${name};`),
        ].join("\n"),
        map: null,
      };
    },
  };
}

// reactDocgen stays at its default: "react-docgen-typescript" needs the TS compiler API that TypeScript 7 lacks
// (STACK-NOTES pitfall 2).
const config: StorybookConfig = {
  framework: { name: "@storybook/nextjs-vite", options: {} },
  stories: ["../components/**/*.stories.tsx", "../modules/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs"],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), generatedValidatorAsEsm()] }),
};

export default config;
