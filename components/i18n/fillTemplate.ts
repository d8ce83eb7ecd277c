/**
 * Fills a string the server translated with placeholders left in (`t(key, { seconds: "{{seconds}}" })`), for
 * client parts that must not carry i18next: each `{{name}}` becomes its value.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
